import styles from './AuthCard.module.css';

/** The primary submit button, disabled and relabelled while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className={styles.primaryButton} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
