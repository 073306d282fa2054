import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ConsentStore } from '../stores/consent-store';
import styles from './ConsentBanner.module.css';

/** LGPD consent for the Meta pixel and the Google Ads tag; gone once the visitor answers. */
export function ConsentBanner({ consent }: { consent: ConsentStore }) {
  const choice = useStore(consent.store, (state) => state.choice);
  if (choice !== null) return null;
  return (
    <section className={styles.banner} aria-label="Aviso de cookies">
      <p className={styles.text}>
        Usamos cookies e ferramentas de medição (Meta e Google) para entender como você chegou até nós e
        melhorar nossas campanhas. Saiba mais na{' '}
        <Link to="/politicas-de-privacidade" className={styles.link}>
          Política de Privacidade
        </Link>
        .
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={consent.deny}>
          Recusar
        </button>
        <button type="button" className={styles.primary} onClick={consent.grant}>
          Aceitar
        </button>
      </div>
    </section>
  );
}
