import { useState } from 'react';
import { Link } from '@busqy/platform-contract/remote';
import { usePlatform } from '../../../platform/PlatformContext';
import type { UserProfile } from '../types/user-profile';
import { BillingNotice } from './BillingNotice';
import { planDisplayName } from '../utils/plan-display-name';
import { formatDate, statusLabel } from '../utils/subscription-display';
import styles from './UserArea.module.css';

/** The subscription (plan, status, dates, 'Gerenciar Plano'), or the no-subscription branches of SPEC §4. */
export function SubscriptionCard({ profile }: { profile: UserProfile }) {
  return (
    <section className={styles.card} aria-labelledby="subscription-title">
      <h2 id="subscription-title" className={styles.cardTitle}>
        Assinatura
      </h2>
      {profile.billing_notice && <BillingNotice uid={profile.uid} notice={profile.billing_notice} />}
      {profile.subscription_plan ? (
        <Subscription profile={profile} plan={profile.subscription_plan} />
      ) : (
        <NoSubscription />
      )}
    </section>
  );
}

function Subscription({ profile, plan }: { profile: UserProfile; plan: string }) {
  const { billing } = usePlatform();
  const [opening, setOpening] = useState(false);

  async function manage() {
    setOpening(true);
    try {
      await billing.openPortal(); // shows its own error toasts (SPEC §8 Portal)
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>Plano</dt>
          <dd>{planDisplayName(plan)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(profile)}</dd>
        </div>
        <div>
          <dt>Início</dt>
          <dd>{formatDate(profile.subscription_start)}</dd>
        </div>
        <div>
          <dt>Válida até</dt>
          <dd>{formatDate(profile.subscription_end)}</dd>
        </div>
      </dl>
      <button type="button" className={styles.button} onClick={() => void manage()} disabled={opening}>
        {opening ? 'Abrindo...' : 'Gerenciar Plano'}
      </button>
    </>
  );
}

/**
 * No plan: within the 7-day trial (the shared trial countdown is still running), the Profissional
 * trial with days, hours and minutes left; after it, an invitation to subscribe.
 */
function NoSubscription() {
  const { trial, components, links } = usePlatform();
  const { TrialCountdown } = components;
  const { expired } = trial.useTrialCountdown();

  if (expired) {
    return (
      <>
        <p className={styles.text}>Você ainda não tem uma assinatura ativa</p>
        <Link to="/planos" className={styles.button}>
          Ver planos
        </Link>
      </>
    );
  }
  return (
    <>
      <p className={styles.text}>
        Você está no período de teste gratuito do plano <strong>Profissional</strong>. Aproveite todos os
        recursos até o fim do teste.
      </p>
      <div className={styles.trial}>
        <TrialCountdown showSeconds={false} showProgress={false} />
      </div>
      <a href={links.webAppLogin} className={styles.button}>
        Acessar a plataforma
      </a>
    </>
  );
}
