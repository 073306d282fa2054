import { useHydrated } from '@busqy/platform-contract/remote';
import styles from './AuthCard.module.css';

/**
 * The primary submit button, disabled and relabelled while the form is being sent. A pre-rendered
 * form's button stays disabled until React has hydrated it: before that, a click or Enter would make
 * the browser submit the form itself, a GET with every field (password included) in the URL.
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
  return (
    <button type="submit" className={styles.primaryButton} disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  );
}
