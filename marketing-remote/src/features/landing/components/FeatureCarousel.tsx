import { useId, useState } from 'react';
import { Icon } from '../../../components/icons';
import { useAutoAdvance } from '../../../lib/use-auto-advance';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import type { ProductFeature } from '../../../lib/product-features';
import styles from './FeatureCarousel.module.css';

/** SPEC §9 'landing feature carousel 15 s'. */
export const FEATURE_INTERVAL_MS = 15_000;

/**
 * The advertised features, one slide at a time, rotating every 15 s (WAI-ARIA tabbed carousel).
 * Rotation can be paused with the first control (WCAG 2.2.2), stops while the visitor points at or
 * focuses the carousel, and starts paused under prefers-reduced-motion. While it rotates, slide
 * changes are not announced (aria-live off); once paused they are.
 */
export function FeatureCarousel({ features }: { features: readonly ProductFeature[] }) {
  const baseId = useId();
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [holding, setHolding] = useState(false);
  const isPlaying = playing ?? !reducedMotion;
  const { index, next, previous, goTo } = useAutoAdvance(
    features.length,
    FEATURE_INTERVAL_MS,
    !isPlaying || holding,
  );

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carrossel"
      aria-label="Recursos da Busqy"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPlaying(!isPlaying)}
          aria-label={isPlaying ? 'Pausar rotação dos recursos' : 'Reproduzir rotação dos recursos'}
        >
          <Icon name={isPlaying ? 'pause' : 'play'} size={18} />
        </button>
        <div className={styles.tabs} role="tablist" aria-label="Escolha um recurso">
          {features.map((feature, position) => (
            <button
              key={feature.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${position}`}
              aria-controls={`${baseId}-slide-${position}`}
              aria-selected={position === index}
              tabIndex={position === index ? 0 : -1}
              className={styles.tab}
              onClick={() => goTo(position)}
            >
              <Icon name={feature.icon} size={18} />
              <span className={styles.tabLabel}>{feature.shortTitle}</span>
            </button>
          ))}
        </div>
        <div className={styles.arrows}>
          <button type="button" className={styles.control} onClick={previous} aria-label="Recurso anterior">
            <Icon name="chevronLeft" size={18} />
          </button>
          <button type="button" className={styles.control} onClick={next} aria-label="Próximo recurso">
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>

      <div className={styles.slides} aria-live={isPlaying && !holding ? 'off' : 'polite'}>
        {features.map((feature, position) => (
          <div
            key={feature.id}
            id={`${baseId}-slide-${position}`}
            role="tabpanel"
            aria-roledescription="slide"
            aria-labelledby={`${baseId}-tab-${position}`}
            hidden={position !== index}
            className={styles.slide}
          >
            <div className={styles.copy}>
              <p className={styles.counter}>
                {position + 1} de {features.length}
              </p>
              <h3 className={styles.slideTitle}>{feature.title}</h3>
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
            <div className={styles.art} aria-hidden="true">
              <span className={styles.artIcon}>
                <Icon name={feature.icon} size={56} />
              </span>
              <span className={styles.bubble}>
                <Icon name="tag" size={16} /> Oferta encontrada
              </span>
              <span className={`${styles.bubble} ${styles.bubbleAlt}`}>
                <Icon name="megaphone" size={16} /> Enviada para 5 grupos
              </span>
            </div>
          </div>
        ))}
      </div>
      {isPlaying && !holding ? (
        <div
          key={index}
          className={styles.progress}
          style={{ animationDuration: `${FEATURE_INTERVAL_MS}ms` }}
        />
      ) : null}
    </div>
  );
}
