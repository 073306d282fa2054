import { useUpsellCountdown } from '../hooks/use-upsell-countdown';
import { twoDigits } from '../utils/countdown';
import styles from './UpsellPage.module.css';

/** SPEC §2 Upsell countdown banner (15 minutes, stored in upsellEndTime). */
export function UpsellCountdown() {
  const { minutes, seconds, done } = useUpsellCountdown();
  const time = `${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return (
    <div className={styles.banner} role="timer" aria-live="off" aria-label="Tempo restante da oferta">
      {done ? (
        <span>O tempo destas ofertas terminou</span>
      ) : (
        <span>
          Estas ofertas expiram em <strong>{time}</strong>
        </span>
      )}
    </div>
  );
}
