import ui from './ui.module.css';
import styles from './LoadError.module.css';

/** A failed load in pt-BR with a retry button: a catalog call never leaves a blank page. */
export function LoadError({
  message = 'Não foi possível carregar os planos.',
  onRetry,
}: {
  message?: string;
  onRetry(): void;
}) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{message}</p>
      <p className={styles.hint}>Verifique sua conexão e tente de novo.</p>
      <button type="button" className={`${ui.button} ${ui.primary}`} onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
