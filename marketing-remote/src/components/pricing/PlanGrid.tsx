import type { ComponentProps } from 'react';
import type { PlanCardBase, PriceView, ToggleInterval } from '../../lib/catalog/types';
import { BillingToggle } from './BillingToggle';
import { PlanCard } from './PlanCard';
import styles from './PlanGrid.module.css';

type Priced = PlanCardBase & { prices: Record<ToggleInterval, PriceView> };

/** The billing-period toggle above the plans' cards, each priced for the chosen period. */
export function PlanGrid<P extends Priced>({
  plans,
  interval,
  onIntervalChange,
  biannualBadge,
  card,
}: {
  plans: readonly P[];
  interval: ToggleInterval;
  onIntervalChange(interval: ToggleInterval): void;
  biannualBadge: string | null;
  /** The rest of one card's props (its button and state), for that plan at the chosen price. */
  card(plan: P, price: P['prices'][ToggleInterval]): Omit<ComponentProps<typeof PlanCard>, 'plan' | 'price'>;
}) {
  return (
    <>
      <div className={styles.toggleRow}>
        <BillingToggle value={interval} onChange={onIntervalChange} biannualBadge={biannualBadge} />
      </div>
      <ul className={styles.grid}>
        {plans.map((plan) => {
          const price = plan.prices[interval];
          return (
            <li key={plan.id}>
              <PlanCard plan={plan} price={price} {...card(plan, price)} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
