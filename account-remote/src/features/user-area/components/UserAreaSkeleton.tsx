import styles from './UserArea.module.css';
import bones from './UserAreaSkeleton.module.css';

/** Profile details; e-mail and user id wrap to two lines on a phone. */
const PROFILE_DETAILS = [true, false, true, false];

function Details({ long }: { long: boolean[] }) {
  return (
    <div className={styles.details}>
      {long.map((wraps, line) => (
        <div key={line}>
          <span className={`${bones.bone} ${bones.term}`} />
          <span className={`${bones.bone} ${bones.value} ${wraps ? bones.wraps : ''}`} />
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
            <Details long={PROFILE_DETAILS} />
          </div>
          <div className={styles.card}>
            <span className={`${bones.bone} ${bones.cardTitle}`} />
            {/* Shaped like the most common case here, a new account in its trial. */}
            <span className={`${bones.bone} ${bones.text}`} />
            <span className={`${bones.bone} ${bones.countdown}`} />
            <span className={`${bones.bone} ${bones.action} ${bones.button}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
