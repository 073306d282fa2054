import type { CSSProperties } from 'react';
import { PlayPauseButton } from '../../../components/PlayPauseButton';
import ui from '../../../components/ui.module.css';
import { useCarousel } from '../../../lib/use-carousel';
import { PARTNERS } from '../partners';
import styles from './PartnersCarousel.module.css';

/** SPEC §9 'partner carousel 3 s'. */
export const PARTNER_INTERVAL_MS = 3000;

/** The most marks visible at once (desktop); the first ones repeat at the end so the row stays full. */
const MAX_VISIBLE = 5;

function Monogram({ name, tint }: { name: string; tint: string }) {
  return (
    <svg className={styles.monogram} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="12" fill={tint} />
      <text x="20" y="26.5" textAnchor="middle" fontSize="18" fontWeight="800" fill="#fff">
        {name.charAt(0)}
      </text>
    </svg>
  );
}

/** The 13 partner stores and programs, advancing one mark every 3 s (rotation rules: useCarousel). */
export function PartnersCarousel({ title = 'Lojas e programas parceiros' }: { title?: string }) {
  const { index, isPlaying, togglePlaying, holdProps } = useCarousel(PARTNERS.length, PARTNER_INTERVAL_MS);
  const marks = [...PARTNERS, ...PARTNERS.slice(0, MAX_VISIBLE)];

  return (
    <section className={styles.section} aria-labelledby="parceiros-titulo">
      <div className={ui.container}>
        <div className={styles.header}>
          <h2 id="parceiros-titulo" className={styles.title}>
            {title}
          </h2>
          <PlayPauseButton
            playing={isPlaying}
            onToggle={togglePlaying}
            what="carrossel de parceiros"
            iconSize={16}
          />
        </div>
        <div className={styles.viewport} {...holdProps}>
          <ul
            className={styles.track}
            style={{ '--index': index } as CSSProperties}
            data-index={index}
            aria-label={`${PARTNERS.length} parceiros`}
          >
            {marks.map((partner, position) => (
              <li
                key={`${partner.name}-${position}`}
                className={styles.item}
                aria-hidden={position >= PARTNERS.length ? true : undefined}
              >
                <span className={styles.mark}>
                  <Monogram name={partner.name} tint={partner.tint} />
                  <span className={styles.name}>{partner.name}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
