import styles from './UserArea.module.css';
import bones from './UserAreaSkeleton.module.css';

const PROFILE_DETAILS = 4;
const SUBSCRIPTION_DETAILS = 4;

function Details({ count }: { count: number }) {
  return (
    <div className={styles.details}>
      {Array.from({ length: count }, (_, line) => (
        <div key={line}>
          <span className={`${bones.bone} ${bones.term}`} />
          <span className={`${bones.bone} ${bones.value}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * The user area while the record loads: the page frame and both cards at their final size (built
 * from the page's own classes), so the layout does not jump when the data arrives.
 */
export function UserAreaSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Carregando seus dados...">
      <div className={styles.inner} aria-hidden="true">
        <div className={styles.top}>
          <span className={`${bones.bone} ${bones.title}`} />
          <span className={`${bones.bone} ${bones.action}`} />
        </div>
        <div className={styles.cards}>
          <div className={styles.card}>
            <span className={`${bones.bone} ${bones.cardTitle}`} />
            <div className={styles.identity}>
              <span className={`${bones.bone} ${bones.avatar}`} />
              <span className={`${bones.bone} ${bones.name}`} />
            </div>
            <Details count={PROFILE_DETAILS} />
          </div>
          <div className={styles.card}>
            <span className={`${bones.bone} ${bones.cardTitle}`} />
            <Details count={SUBSCRIPTION_DETAILS} />
            <span className={`${bones.bone} ${bones.action} ${bones.button}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
