import styles from './AuthCard.module.css';

/** A form's validation message; its id lets the invalid fields point at it (aria-describedby). */
export function FormAlert({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
