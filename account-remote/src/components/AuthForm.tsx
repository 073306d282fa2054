import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useEarlyInputMarker } from '@busqy/platform-contract/remote';
import { submitHandler } from '../lib/submit-handler';
import { usePlatform } from '../platform/PlatformContext';
import styles from './AuthCard.module.css';

const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset']);

/** A field the visitor types into (not a link, a button or a checkbox of the form). */
function isTypedField(element: unknown): element is HTMLInputElement {
  return element instanceof HTMLInputElement && !NOT_TYPED.has(element.type);
}

/** Whether the visitor has begun with the form: a field holds text or has the focus. */
function begun(form: HTMLFormElement): boolean {
  return (
    (isTypedField(document.activeElement) && form.contains(document.activeElement)) ||
    [...form.elements].some((field) => isTypedField(field) && field.value !== '')
  );
}

/**
 * The account forms' <form>: busy while submitting; noValidate, since the spec's Portuguese messages
 * replace the browser's own bubbles. Marked for early input: a submit before hydration is never sent
 * by the browser and is submitted again, with what was typed, once the form has hydrated. POST, so
 * that even a browser submission could never put the password in the address.
 *
 * `signsIn`: the form signs in or up, so the visitor's first focus or keystroke in a field (or a form
 * already begun when it hydrates: autofill, a fast visitor) has the shell load the sign-in service
 * (auth.prepare, contract 3.6.0) while they type, rather than after the submit. The form's links
 * ('Esqueceu sua senha?') and buttons do not: a visitor there may be leaving.
 */
export function AuthForm({
  onSubmit,
  busy,
  signsIn = false,
  children,
}: {
  onSubmit: () => unknown;
  busy: boolean;
  signsIn?: boolean;
  children: ReactNode;
}) {
  const earlyInput = useEarlyInputMarker();
  const { auth } = usePlatform();
  const form = useRef<HTMLFormElement>(null);
  const prepare = signsIn
    ? (event: SyntheticEvent) => {
        if (isTypedField(event.target)) auth.prepare();
      }
    : undefined;
  useEffect(() => {
    if (signsIn && form.current && begun(form.current)) auth.prepare();
  }, [auth, signsIn]);
  return (
    <form
      ref={form}
      className={styles.form}
      method="post"
      onSubmit={submitHandler(onSubmit)}
      onFocus={prepare}
      onInput={prepare}
      noValidate
      aria-busy={busy}
      {...earlyInput}
    >
      {children}
    </form>
  );
}
