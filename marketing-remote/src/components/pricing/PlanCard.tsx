import type { EarlyNavigation } from '@busqy/platform-contract';
import { useEarlyNavigation } from '@busqy/platform-contract/remote';
import type { PlanCardBase, PriceView } from '../../lib/catalog/types';
import { Icon } from '../icons';
import ui from '../ui.module.css';
import styles from './PlanCard.module.css';

/**
 * One plan as SPEC §9 shows it: name, description, badge, the original price struck through, the
 * price per month, the total per period as subtext, the feature list and the plan's button.
 */
export function PlanCard({
  plan,
  price,
  onSelect,
  busy,
  disabled,
  buttonText,
  headingLevel = 3,
  earlyNavigation = null,
}: {
  plan: PlanCardBase;
  price: PriceView;
  onSelect(): void;
  /** This card's choice is being processed. */
  busy: boolean;
  /** Another choice is being processed. */
  disabled: boolean;
  /** Replaces the plan's own button text (the promo page sells straight to checkout). */
  buttonText?: string;
  /** One level below the section's heading (h2 when the plans section is the page's h1). */
  headingLevel?: 2 | 3;
  /**
   * What the choice does for a signed-out visitor (`onSelect` does the same), so that a press before
   * hydration takes effect at once; without it the press waits for the app.
   */
  earlyNavigation?: EarlyNavigation | null;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const earlyInput = useEarlyNavigation(earlyNavigation);
  const headingId = `plano-${plan.id}`;
  const discounted = price.originalPrice !== price.price;
  return (
    <article
      className={`${styles.card} ${plan.highlight ? styles.highlight : ''}`}
      aria-labelledby={headingId}
      data-plan={plan.id}
    >
      {plan.badge ? <p className={styles.planBadge}>{plan.badge}</p> : null}
      <Heading id={headingId} className={styles.name}>
        {plan.name}
      </Heading>
      <p className={styles.description}>{plan.description}</p>

      <div className={styles.pricing} data-testid="plan-price">
        {discounted ? (
          <p className={styles.original}>
            <span className={ui.visuallyHidden}>De </span>
            <s>{price.originalPrice}</s>
            {price.badge ? <span className={styles.offBadge}>{price.badge}</span> : null}
          </p>
        ) : null}
        <p className={styles.price}>
          {discounted ? <span className={ui.visuallyHidden}>por </span> : null}
          <strong className={styles.amount}>{price.price}</strong>
          <span className={styles.period}>{price.period}</span>
        </p>
        <p className={styles.subtext}>{price.subtext}</p>
      </div>

      <button
        type="button"
        className={`${ui.button} ${plan.highlight ? ui.primary : ui.outline} ${ui.block}`}
        onClick={onSelect}
        disabled={busy || disabled}
        aria-describedby={headingId}
        {...earlyInput}
      >
        {busy ? 'Carregando...' : (buttonText ?? plan.buttonText)}
      </button>

      <ul className={styles.features} aria-label={`Recursos do plano ${plan.name}`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" className={styles.check} size={18} />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
