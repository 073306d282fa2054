import type { ComponentType } from 'react';
import type { TrialCountdownState } from '../../../platform/contract';
import styles from './TrialCountdown.module.css';

export interface TrialCountdownProps {
  showSeconds?: boolean;
  showProgress?: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * platform.components.TrialCountdown, bound to the shell's countdown hook. Created once with the
 * platform, so its identity is stable.
 */
export function createTrialCountdown(
  useTrialCountdown: () => TrialCountdownState,
): ComponentType<TrialCountdownProps> {
  function TrialCountdown({ showSeconds = true, showProgress = true }: TrialCountdownProps) {
    const { days, hours, minutes, seconds, progress } = useTrialCountdown();
    const units: [number, string][] = [
      [days, 'dias'],
      [hours, 'horas'],
      [minutes, 'minutos'],
    ];
    if (showSeconds) units.push([seconds, 'segundos']);
    const rounded = Math.round(progress);

    return (
      <div className={styles.countdown}>
        {/* No live region: announcing every second would drown a screen reader. */}
        <ul className={styles.units} aria-label="Tempo restante do período de teste">
          {units.map(([value, label]) => (
            <li key={label} className={styles.unit}>
              <span className={styles.value}>{pad(value)}</span>
              <span className={styles.label}>{label}</span>
            </li>
          ))}
        </ul>
        {showProgress ? (
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Período de teste restante"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={rounded}
            aria-valuetext={`${rounded}% restante`}
          >
            <div className={styles.bar} style={{ width: `${progress}%` }} />
          </div>
        ) : null}
      </div>
    );
  }
  return TrialCountdown;
}
