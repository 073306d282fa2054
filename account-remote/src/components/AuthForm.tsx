import type { ReactNode } from 'react';
import { useEarlyInputMarker } from '@busqy/platform-contract/remote';
import { submitHandler } from '../lib/submit-handler';
import styles from './AuthCard.module.css';

/**
 * The account forms' <form>: busy while submitting; noValidate, since the spec's Portuguese messages
 * replace the browser's own bubbles. Marked for early input: a submit before hydration is never sent
 * by the browser and is submitted again, with what was typed, once the form has hydrated. POST, so
 * that even a browser submission could never put the password in the address.
 */
export function AuthForm({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: () => unknown;
  busy: boolean;
  children: ReactNode;
}) {
  const earlyInput = useEarlyInputMarker();
  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={submitHandler(onSubmit)}
      noValidate
      aria-busy={busy}
      {...earlyInput}
    >
      {children}
    </form>
  );
}
