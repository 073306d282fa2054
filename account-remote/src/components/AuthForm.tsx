import type { ReactNode } from 'react';
import { submitHandler } from '../lib/submit-handler';
import styles from './AuthCard.module.css';

/**
 * The account forms' <form>: busy while submitting; noValidate, since the spec's Portuguese messages
 * replace the browser's own bubbles.
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
  return (
    <form className={styles.form} onSubmit={submitHandler(onSubmit)} noValidate aria-busy={busy}>
      {children}
    </form>
  );
}
