import type { ReactNode } from 'react';
import type { ProductFeature } from '../lib/product-features';
import { Icon } from './icons';
import styles from './ProductFeatureCopy.module.css';

/** A product feature's title, summary and check-marked points (the landing carousel and /solucoes). */
export function ProductFeatureCopy({
  feature,
  heading: Heading,
  eyebrow,
}: {
  feature: ProductFeature;
  heading: 'h2' | 'h3';
  /** Shown above the title (the carousel's 'n de 5'). */
  eyebrow?: ReactNode;
}) {
  return (
    <div>
      {eyebrow}
      <Heading className={styles.title}>{feature.title}</Heading>
      <p className={styles.summary}>{feature.summary}</p>
      <ul className={styles.points}>
        {feature.points.map((point) => (
          <li key={point}>
            <Icon name="check" size={18} className={styles.check} />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The decorative tile beside a feature: its icon on the brand gradient, plus any overlay. */
export function ProductFeatureArt({
  feature,
  className,
  children,
}: {
  feature: ProductFeature;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `${styles.art} ${className}` : styles.art} aria-hidden="true">
      <span className={styles.artIcon}>
        <Icon name={feature.icon} size={48} />
      </span>
      {children}
    </div>
  );
}
