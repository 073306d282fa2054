/**
 * GET /v3/emulator.js: the emulator's stand-in for Stripe.js in the browser. It defines
 * `window.StripeEmulator()`, which returns a Stripe-shaped object that @stripe/react-stripe-js's
 * EmbeddedCheckoutProvider accepts: `createEmbeddedCheckoutPage(options)` resolves to
 * `{ mount(el), unmount(), destroy() }` and mounts the emulator's /pay page (embedded mode) in an iframe.
 * `elements`, `createToken`, `createPaymentMethod` and `confirmCardPayment` exist only because the
 * provider checks for them; they refuse to work.
 *
 * Completion (and the content height, which sizes the iframe) arrives as a postMessage from the
 * iframe; only messages from the emulator's own origin and from that very iframe count. A card payment goes to the session's return_url when the session
 * says redirect_on_completion 'always' (Stripe's default) or no onComplete was given, and calls
 * `options.onComplete` otherwise; a boleto takes the tab to its voucher.
 */
export const EMULATOR_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var ORIGIN = new URL(script ? script.src : window.location.href).origin;

  function refuse(name) {
    return function () {
      return Promise.reject(new Error(name + ' não é suportado pelo emulador do Stripe'));
    };
  }

  function embeddedCheckout(clientSecret, options) {
    var frame = null;
    function onMessage(event) {
      if (event.origin !== ORIGIN || !frame || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== 'stripe-emulator') return;
      if (data.type === 'resize') {
        if (typeof data.height === 'number' && data.height > 0) frame.style.height = Math.ceil(data.height) + 'px';
        return;
      }
      if (data.type !== 'checkout.completed') return;
      if (data.payment === 'boleto' && data.voucherUrl) return window.location.assign(data.voucherUrl);
      // As Stripe does: 'always' redirects to return_url; otherwise onComplete runs (when given).
      var redirect = data.redirectOnCompletion === 'always' || typeof options.onComplete !== 'function';
      if (!redirect) return options.onComplete();
      if (data.redirectUrl) window.location.assign(data.redirectUrl);
    }
    window.addEventListener('message', onMessage);
    var checkout = {
      mount: function (target) {
        var element = typeof target === 'string' ? document.querySelector(target) : target;
        if (!element) throw new Error('Elemento para o checkout não encontrado');
        if (frame) return;
        frame = document.createElement('iframe');
        frame.src = ORIGIN + '/pay/' + encodeURIComponent(clientSecret) + '?embedded=1&parent_origin=' +
          encodeURIComponent(window.location.origin);
        frame.title = 'Pagamento seguro (emulador do Stripe)';
        frame.name = 'stripe-emulator-checkout';
        // 640px until the page reports its real height (see the 'resize' message).
        frame.style.cssText = 'display:block;width:100%;height:640px;border:0;background:transparent';
        element.appendChild(frame);
      },
      unmount: function () {
        if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
        frame = null;
      },
      destroy: function () {
        checkout.unmount();
        window.removeEventListener('message', onMessage);
      }
    };
    return checkout;
  }

  window.StripeEmulator = function StripeEmulator() {
    return {
      elements: function () {
        throw new Error('elements não é suportado pelo emulador do Stripe');
      },
      createToken: refuse('createToken'),
      createPaymentMethod: refuse('createPaymentMethod'),
      confirmCardPayment: refuse('confirmCardPayment'),
      createEmbeddedCheckoutPage: function (options) {
        var secret = options.clientSecret
          ? Promise.resolve(options.clientSecret)
          : Promise.resolve().then(options.fetchClientSecret);
        return secret.then(function (clientSecret) {
          if (!clientSecret) throw new Error('clientSecret ausente');
          return embeddedCheckout(clientSecret, options);
        });
      }
    };
  };
})();
`;
