import { useState } from 'react';
import { PageSection } from '../../../components/PageSection';
import { PlanGrid } from '../../../components/pricing/PlanGrid';
import ui from '../../../components/ui.module.css';
import { Icon } from '../../../components/icons';
import type { PromoResponse, ToggleInterval } from '../../../lib/catalog/types';
import { usePlatform } from '../../../platform/PlatformContext';
import { signedOutPromoChoice, usePromoSelection } from '../hooks/use-promo-selection';
import { CouponCopy } from './CouponCopy';
import { DailyCountdown } from './DailyCountdown';
import styles from './PromoView.module.css';

/** SPEC §2 Promo plans page: title, subtitle, discount, optional countdown, coupon copy and the plans. */
export function PromoView({ data }: { data: PromoResponse }) {
  const { promo, plans } = data;
  const { auth } = usePlatform();
  const { loading: authLoading } = auth.useAuth();
  const [interval, setChosenInterval] = useState<ToggleInterval>('biannual');
  const select = usePromoSelection(promo);

  return (
    <>
      <section
        className={`${styles.banner} ${promo.specialOffer ? styles.special : ''}`}
        aria-labelledby="promo-titulo"
      >
        <div className={`${ui.container} ${ui.narrow} ${styles.bannerInner}`}>
          <p className={styles.discount}>
            <Icon name="gift" size={18} /> {promo.discount}% OFF
          </p>
          <h1 id="promo-titulo" className={styles.title}>
            {promo.title}
          </h1>
          <p className={styles.subtitle}>{promo.subtitle}</p>
          {promo.showCountdown ? <DailyCountdown /> : null}
          <CouponCopy code={promo.couponCode} />
          <p className={styles.message}>{promo.promoMessage}</p>
        </div>
      </section>

      <PageSection
        headingId="promo-planos"
        title={`Escolha seu plano com ${promo.discount}% de desconto`}
        lead={promo.subtextNew}
      >
        <PlanGrid
          plans={plans}
          interval={interval}
          onIntervalChange={setChosenInterval}
          biannualBadge={plans[0]?.prices.biannual.periodBadge ?? null}
          card={(plan, price) => ({
            busy: false,
            disabled: authLoading,
            buttonText: 'Garantir meu desconto',
            onSelect: () => select(plan, price),
            earlyNavigation: signedOutPromoChoice(plan, price, promo),
          })}
        />
      </PageSection>
    </>
  );
}
