import { useEffect, useRef } from 'react';
import { usePlatform } from '../../../platform/PlatformContext';
import styles from './AccountConfirmationPage.module.css';

/**
 * SPEC §2 Registration success (/account-confirmation): 7 free days with the shared live countdown
 * and its progress bar, and 'Começar Agora' to the web app login.
 */
export default function AccountConfirmationPage() {
  const { page, tracking, links, components } = usePlatform();
  const { TrialCountdown } = components;
  page.useDocumentMeta({
    title: 'Conta criada | Busqy',
    description: 'Sua conta Busqy foi criada: aproveite 7 dias grátis do plano Profissional.',
  });

  // The browser pixel's custom event, once per visit (StrictMode runs effects twice in development).
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    tracking.track('pv_cadastro_confirmado');
  }, [tracking]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirmation-title">
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        <h1 id="confirmation-title" className={styles.title}>
          Conta criada com sucesso
        </h1>
        <p className={styles.lead}>
          Você ganhou <strong>7 dias grátis</strong> para testar o plano Profissional, sem cartão de crédito.
        </p>
        <div className={styles.trial}>
          <h2 className={styles.trialTitle}>Seu período de teste termina em</h2>
          <TrialCountdown />
        </div>
        <a className={styles.cta} href={links.webAppLogin}>
          Começar Agora
        </a>
      </section>
    </div>
  );
}
