import layout from '../styles/layout.module.css';
import styles from './Spinner.module.css';

/** The shell's loading indicator; remotes get it as platform.components.Spinner. */
export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className={`${layout.centeredColumn} ${styles.wrapper}`} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
