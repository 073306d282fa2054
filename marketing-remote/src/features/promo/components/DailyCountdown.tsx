import { useHydrated } from '@busqy/platform-contract/remote';
import { useRenderedAt } from '../../../lib/page-seed';
import { useDailyCountdown } from '../hooks/use-daily-countdown';
import styles from './DailyCountdown.module.css';

const pad = (value: number) => value.toString().padStart(2, '0');

/** The promo's daily countdown (SPEC §4), shown only when the promo has showCountdown. */
export function DailyCountdown() {
  // A pre-rendered page counts from its render time until hydrated, so the first paint shows the
  // real time left and the first client render the same digits. Without one (a server that sends
  // none) the clock is read only after hydration and the digits wait as placeholders.
  const renderedAt = useRenderedAt();
  const { hours, minutes, seconds, done } = useDailyCountdown(renderedAt);
  const known = useHydrated() || renderedAt !== undefined;
  const units = [
    { value: hours, label: 'horas' },
    { value: minutes, label: 'minutos' },
    { value: seconds, label: 'segundos' },
  ];
  const shown = (value: number) => (known ? pad(value) : '--');
  return (
    <div
      className={styles.countdown}
      role="timer"
      aria-label="Tempo restante da oferta"
      data-testid="countdown"
    >
      <p className={styles.label}>{known && done ? 'Oferta encerrada hoje' : 'A oferta termina em'}</p>
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
