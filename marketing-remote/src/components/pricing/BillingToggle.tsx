import type { KeyboardEvent } from 'react';
import { useEarlyInputMarker } from '@busqy/platform-contract/remote';
import type { ToggleInterval } from '../../lib/catalog/types';
import styles from './BillingToggle.module.css';

const OPTIONS: ReadonlyArray<{ id: ToggleInterval; label: string }> = [
  { id: 'month', label: 'Mensal' },
  { id: 'biannual', label: 'Semestral' },
];

/**
 * SPEC §4 'Billing period toggle': monthly or semiannual ('biannual'). A radio group: one tab stop,
 * arrow keys move the choice.
 */
export function BillingToggle({
  value,
  onChange,
  biannualBadge,
}: {
  value: ToggleInterval;
  onChange(next: ToggleInterval): void;
  /** '33% OFF' from the catalog. */
  biannualBadge: string | null;
}) {
  const earlyInput = useEarlyInputMarker();
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'month' ? 'biannual' : 'month';
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-interval="${next}"]`)?.focus();
  }

  return (
    <div className={styles.toggle} role="radiogroup" aria-label="Período de cobrança" onKeyDown={onKeyDown}>
      {OPTIONS.map((option) => {
        const checked = option.id === value;
        return (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-interval={option.id}
            className={styles.option}
            onClick={() => onChange(option.id)}
            {...earlyInput}
          >
            {option.label}
            {option.id === 'biannual' && biannualBadge ? (
              <span className={styles.badge}>{biannualBadge}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
