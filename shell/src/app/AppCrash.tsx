import styles from './AppCrash.module.css';

/** Last-resort screen when the shell itself fails to start or render. */
export function AppCrash() {
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>Algo deu errado.</h1>
      <p className={styles.text}>Não foi possível carregar o site. Tente novamente em alguns instantes.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </section>
  );
}
