import { Link } from 'react-router-dom';
import layout from '../styles/layout.module.css';
import styles from './NotFound.module.css';

/** SPEC §2 "any other path": '404', 'Oops! Page not found' and a link home. */
export function NotFound() {
  return (
    <section className={`${layout.centeredColumn} ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <span className={styles.visuallyHidden}>404 — </span>Oops! Page not found
      </h1>
      <Link to="/" className={styles.home}>
        Voltar para o início
      </Link>
    </section>
  );
}
