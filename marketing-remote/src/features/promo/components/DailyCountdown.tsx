import { useHydrated } from '@busqy/platform-contract/remote';
import { useDailyCountdown } from '../hooks/use-daily-countdown';
import styles from './DailyCountdown.module.css';

const pad = (value: number) => value.toString().padStart(2, '0');

/** The promo's daily countdown (SPEC §4), shown only when the promo has showCountdown. */
export function DailyCountdown() {
  const { hours, minutes, seconds, done } = useDailyCountdown();
  // The clock (and the visitor's time zone) is read only after hydration: the server's HTML and the
  // first client render show the same placeholder digits.
  const hydrated = useHydrated();
  const units = [
    { value: hours, label: 'horas' },
    { value: minutes, label: 'minutos' },
    { value: seconds, label: 'segundos' },
  ];
  const shown = (value: number) => (hydrated ? pad(value) : '--');
  return (
    <div
      className={styles.countdown}
      role="timer"
      aria-label="Tempo restante da oferta"
      data-testid="countdown"
    >
      <p className={styles.label}>{hydrated && done ? 'Oferta encerrada hoje' : 'A oferta termina em'}</p>
      <ol className={styles.units}>
        {units.map((unit) => (
          <li key={unit.label} className={styles.unit}>
            <span className={styles.value}>{shown(unit.value)}</span>
            <span className={styles.unitLabel}>{unit.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
