import type { OfferCard } from '../api/get-upsell-offers';
import styles from './UpsellPage.module.css';

interface OfferCardViewProps {
  offer: OfferCard;
  disabled: boolean;
  onChoose(offer: OfferCard): void;
}

/** SPEC §3 'Offer card'. */
export function OfferCardView({ offer, disabled, onChoose }: OfferCardViewProps) {
  const titleId = `offer-${offer.id}`;
  return (
    <article
      className={`${styles.offer} ${offer.highlight ? styles.highlight : ''}`}
      aria-labelledby={titleId}
      data-offer={offer.id}
    >
      {offer.badge && <span className={styles.badge}>{offer.badge}</span>}
      <h2 id={titleId} className={styles.offerTitle}>
        {offer.title}
      </h2>
      <p className={styles.muted}>{offer.description}</p>
      <p className={styles.prices}>
        <s className={styles.original}>{offer.originalPrice}</s>{' '}
        <span className={styles.price}>{offer.price}</span>{' '}
        <span className={styles.period}>{offer.period}</span>
      </p>
      <p className={styles.discount}>
        <span>{offer.discount}</span> · Economize {offer.savingsAmount}
      </p>
      {offer.amounts.extra > 0 && (
        <p className={styles.muted}>Apenas {offer.extraAmount} a mais que a sua escolha atual</p>
      )}
      <p className={styles.featuresTitle}>{offer.featuresTitle}</p>
      <ul className={styles.features}>
        {offer.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.primary}
        disabled={disabled}
        onClick={() => onChoose(offer)}
        aria-describedby={titleId}
      >
        Aproveitar Oferta
      </button>
    </article>
  );
}
