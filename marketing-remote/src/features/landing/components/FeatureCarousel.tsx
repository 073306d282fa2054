import { useId, useRef, type KeyboardEvent } from 'react';
import { useEarlyInputMarker } from '@busqy/platform-contract/remote';
import { Icon } from '../../../components/icons';
import { PlayPauseButton } from '../../../components/PlayPauseButton';
import { ProductFeatureArt, ProductFeatureCopy } from '../../../components/ProductFeatureCopy';
import { useCarousel } from '../../../lib/use-carousel';
import type { ProductFeature } from '../../../lib/product-features';
import { tabKeyTarget } from '../utils/tab-key-target';
import styles from './FeatureCarousel.module.css';

/** SPEC §9 'landing feature carousel 15 s'. */
export const FEATURE_INTERVAL_MS = 15_000;

/**
 * The advertised features, one slide at a time, rotating every 15 s (WAI-ARIA tabbed carousel;
 * rotation rules: useCarousel, paused with the first control). While it rotates, slide changes are
 * not announced (aria-live off); once it stands still they are.
 */
export function FeatureCarousel({ features }: { features: readonly ProductFeature[] }) {
  const baseId = useId();
  const { index, next, previous, goTo, isPlaying, isMoving, togglePlaying, holdProps } = useCarousel(
    features.length,
    FEATURE_INTERVAL_MS,
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const earlyInput = useEarlyInputMarker();

  // Roving tabindex: one tab stop; arrows, Home and End move the selection and the focus together.
  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = tabKeyTarget(event.key, index, features.length);
    if (target === null) return;
    event.preventDefault();
    goTo(target);
    tabs.current[target]?.focus();
  }

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carrossel"
      aria-label="Recursos da Busqy"
      {...holdProps}
    >
      <div className={styles.controls}>
        <PlayPauseButton
          playing={isPlaying}
          onToggle={togglePlaying}
          what="rotação dos recursos"
          iconSize={18}
        />
        <div className={styles.tabs} role="tablist" aria-label="Escolha um recurso" onKeyDown={onTabKeyDown}>
          {features.map((feature, position) => (
            <button
              key={feature.id}
              ref={(element) => {
                tabs.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${position}`}
              aria-controls={`${baseId}-slide-${position}`}
              aria-selected={position === index}
              tabIndex={position === index ? 0 : -1}
              className={styles.tab}
              onClick={() => goTo(position)}
              {...earlyInput}
            >
              <Icon name={feature.icon} size={18} />
              <span className={styles.tabLabel}>{feature.shortTitle}</span>
            </button>
          ))}
        </div>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.control}
            onClick={previous}
            aria-label="Recurso anterior"
            {...earlyInput}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={next}
            aria-label="Próximo recurso"
            {...earlyInput}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>

      <div className={styles.slides} aria-live={isMoving ? 'off' : 'polite'}>
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
            <ProductFeatureCopy
              feature={feature}
              heading="h3"
              eyebrow={
                <p className={styles.counter}>
                  {position + 1} de {features.length}
                </p>
              }
            />
            <ProductFeatureArt feature={feature}>
              <span className={styles.bubble}>
                <Icon name="tag" size={16} /> Oferta encontrada
              </span>
              <span className={`${styles.bubble} ${styles.bubbleAlt}`}>
                <Icon name="megaphone" size={16} /> Enviada para 5 grupos
              </span>
            </ProductFeatureArt>
          </div>
        ))}
      </div>
      {isMoving ? (
        <div
          key={index}
          className={styles.progress}
          style={{ animationDuration: `${FEATURE_INTERVAL_MS}ms` }}
        />
      ) : null}
    </div>
  );
}
