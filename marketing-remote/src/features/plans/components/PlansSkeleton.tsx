import card from '../../../components/pricing/PlanCard.module.css';
import grid from '../../../components/pricing/PlanGrid.module.css';
import styles from './PlansSkeleton.module.css';

/** The catalog has three plans with about six features each: the skeleton takes their place. */
const PLAN_COUNT = 3;
const FEATURE_LINES = 6;

/**
 * The plans grid while the catalog loads: the toggle and three cards of the final size built from
 * the real cards' own classes, so nothing below moves when the prices arrive.
 */
export function PlansSkeleton() {
  return (
    <div role="status" aria-label="Carregando planos..." className={styles.skeleton}>
      <div className={grid.toggleRow}>
        <span className={`${styles.bone} ${styles.toggle}`} />
      </div>
      <ul className={grid.grid} aria-hidden="true">
        {Array.from({ length: PLAN_COUNT }, (_, plan) => (
          <li key={plan}>
            <div className={card.card}>
              <span className={`${styles.bone} ${styles.name}`} />
              <span className={`${styles.bone} ${styles.line}`} />
              <span className={`${styles.bone} ${styles.lineShort}`} />
              <span className={`${styles.bone} ${styles.lineWide}`} />
              <div className={card.pricing}>
                <span className={`${styles.bone} ${styles.original}`} />
                <span className={`${styles.bone} ${styles.amount}`} />
                <span className={`${styles.bone} ${styles.subtext}`} />
              </div>
              <span className={`${styles.bone} ${styles.button}`} />
              <ul className={card.features}>
                {Array.from({ length: FEATURE_LINES }, (_, line) => (
                  <li key={line}>
                    <span className={`${styles.bone} ${styles.feature}`} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
