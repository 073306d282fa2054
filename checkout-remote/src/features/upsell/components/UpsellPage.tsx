import { useEffect, useState } from 'react';
import { useSearchParams } from '@busqy/platform-contract/remote';
import { usePurchase } from '../../../lib/use-purchase';
import { usePlatform } from '../../../platform/PlatformContext';
import type { OfferCard } from '../api/get-upsell-offers';
import { useUpsellOffers } from '../hooks/use-upsell-offers';
import { offerToSelectedPlan } from '../utils/offer-plan';
import { ConfirmOfferDialog } from './ConfirmOfferDialog';
import { OfferCardView } from './OfferCardView';
import { Reassurance } from './Reassurance';
import { UpsellCountdown } from './UpsellCountdown';
import styles from './UpsellPage.module.css';

/** SPEC §2 Upsell (/upsell): offers for the stored plan; purchase needs login. */
export default function UpsellPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Ofertas exclusivas | Busqy',
    description: 'Aproveite as ofertas exclusivas da Busqy antes de finalizar sua assinatura.',
  });
  const { storage, navigation, components } = platform;
  const { loading } = platform.auth.useAuth();
  const [plan] = useState(() => storage.get('selectedPlan'));
  const searchParams = useSearchParams();
  // Interpretation: a superUpsell visit is marked in the address (?superUpsell=true).
  const superUpsell = searchParams.get('superUpsell') === 'true';
  const offers = useUpsellOffers(plan, superUpsell);
  const [confirming, setConfirming] = useState<OfferCard | null>(null);
  const purchase = usePurchase();

  useEffect(() => {
    if (!plan) navigation.go('/planos', { replace: true });
  }, [plan, navigation]);
  if (!plan) return null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Aproveite as Ofertas Exclusivas</h1>
        <p className={styles.muted}>
          Sua escolha: <strong>{plan.name}</strong> —{' '}
          <span className={styles.nowrap}>
            {plan.price} {plan.period}
          </span>
        </p>
      </header>
      <UpsellCountdown />

      {offers.status === 'loading' && <components.Spinner label="Carregando ofertas..." />}
      {offers.status === 'error' && (
        <p className={styles.notice} role="alert">
          Não foi possível carregar as ofertas agora. Você pode continuar com a sua escolha.
        </p>
      )}
      {offers.status === 'success' && (
        <div className={styles.offers}>
          {offers.data.map((offer) => (
            <OfferCardView key={offer.id} offer={offer} disabled={loading} onChoose={setConfirming} />
          ))}
        </div>
      )}

      <button
        type="button"
        className={`${styles.secondary} ${styles.continue}`}
        disabled={loading}
        onClick={() => purchase(plan)}
      >
        Continuar com a escolha atual
      </button>

      <Reassurance />

      {confirming && (
        <ConfirmOfferDialog
          offer={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => purchase(offerToSelectedPlan(confirming))}
        />
      )}
    </div>
  );
}
