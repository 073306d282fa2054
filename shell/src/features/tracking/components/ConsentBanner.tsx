import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ConsentStore } from '../stores/consent-store';
import styles from './ConsentBanner.module.css';

/** LGPD consent for the Meta pixel and the Google Ads tag; gone once the visitor answers. */
export function ConsentBanner({ consent }: { consent: ConsentStore }) {
  const { choice, reopened } = useStore(consent.store);
  const banner = useRef<HTMLElement>(null);
  const open = choice === null;
  // Reopened from the footer: take the visitor (keyboard, screen reader) to the choice.
  useEffect(() => {
    if (open && reopened) banner.current?.focus();
  }, [open, reopened]);
  if (!open) return null;
  return (
    <section ref={banner} tabIndex={-1} className={styles.banner} aria-label="Aviso de cookies">
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

/** The footer's way back to the consent choice (LGPD: consent can be withdrawn at any time). */
export function ConsentPreferencesButton({
  consent,
  className,
}: {
  consent: ConsentStore;
  className?: string;
}) {
  return (
    <button type="button" className={`${styles.reopen} ${className ?? ''}`} onClick={consent.reopen}>
      Preferências de cookies
    </button>
  );
}
