// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
'use strict';
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// Remote suites run once per supported platform contract version, in parallel on a shared 2-core
// machine: the first lazy page of a suite can take over a second to compile, longer than
// Testing Library's default 1 s wait for findBy*. Waiting longer changes no assertion.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });

// jsdom has <dialog> but neither showModal() nor close() (jsdom/jsdom#3294). A minimal stand-in for
// what our components rely on: `open`, focus on the first focusable element, Escape firing a
// cancelable 'cancel' that closes unless prevented, and 'close'. No top layer and no inertness: a
// test cannot check those here (the browser journeys run the real element).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]';
  const escapeListeners = new WeakMap();
  Object.assign(HTMLDialogElement.prototype, {
    showModal() {
      if (this.open) return;
      this.open = true;
      const onKeyDown = (event) => {
        if (event.key !== 'Escape') return;
        const cancel = new Event('cancel', { cancelable: true });
        if (this.dispatchEvent(cancel)) this.close();
      };
      escapeListeners.set(this, onKeyDown);
      // Escape cancels the modal wherever the focus is, as in a browser.
      this.ownerDocument.addEventListener('keydown', onKeyDown);
      (this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this).focus();
    },
    close() {
      if (!this.open) return;
      this.open = false;
      this.ownerDocument.removeEventListener('keydown', escapeListeners.get(this));
      this.dispatchEvent(new Event('close'));
    },
  });
}
