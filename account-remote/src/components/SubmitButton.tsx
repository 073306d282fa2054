import { useEarlyInputMarker, useHydrated } from '@busqy/platform-contract/remote';
import styles from './AuthCard.module.css';

/**
 * The primary submit button, disabled and relabelled while the form is being sent. Before hydration
 * a submit is taken by the shell's early-input capture (AuthForm is marked) and replayed once the
 * form has hydrated. On a shell without it (contract < 3.1.0) the button stays disabled until React
 * has hydrated the form: a click or Enter would make the browser submit the form itself.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  const captured = Object.keys(useEarlyInputMarker()).length > 0;
  return (
    <button type="submit" className={styles.primaryButton} disabled={busy || !(hydrated || captured)}>
      {busy ? busyLabel : label}
    </button>
  );
}
