import buttons from '../styles/buttons.module.css';
import layout from '../styles/layout.module.css';
import styles from './AppCrash.module.css';

/** Last-resort screen when the shell itself fails to start or render. */
export function AppCrash() {
  return (
    <section className={`${layout.centeredColumn} ${styles.page}`} role="alert">
      <h1 className={styles.title}>Algo deu errado.</h1>
      <p className={styles.text}>Não foi possível carregar o site. Tente novamente em alguns instantes.</p>
      <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </section>
  );
}
