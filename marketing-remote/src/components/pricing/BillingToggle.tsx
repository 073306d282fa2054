import { useId, useLayoutEffect, useRef } from 'react';
import type { ToggleInterval } from '../../lib/catalog/types';
import styles from './BillingToggle.module.css';

const OPTIONS: ReadonlyArray<{ id: ToggleInterval; label: string }> = [
  { id: 'month', label: 'Mensal' },
  { id: 'biannual', label: 'Semestral' },
];

/**
 * SPEC §4 'Billing period toggle': monthly or semiannual ('biannual'). Native radios, so the choice
 * works from the first paint without the app (one tab stop, arrow keys move it) and needs no early
 * input capture; a choice made before hydration is read from the page once React has it.
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
  const name = useId();
  const group = useRef<HTMLDivElement>(null);

  // Hydration keeps the checked state the visitor gave the page; the app adopts it once, in a layout
  // effect so that it is rendered before the hydrating task ends: a plan tapped right after hydration
  // is chosen with the period on screen, not the server's.
  useLayoutEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const option = OPTIONS.find((candidate) => candidate.id === chosen);
    if (option && option.id !== value) onChange(option.id);
    // Only the first commit can differ from the page: later the radios are controlled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={group} className={styles.toggle} role="radiogroup" aria-label="Período de cobrança">
      {OPTIONS.map((option) => {
        const id = `${name}-${option.id}`;
        return (
          <span key={option.id} className={styles.option}>
            <input
              id={id}
              className={styles.input}
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
            />
            <label htmlFor={id} className={styles.label}>
              {option.label}
              {option.id === 'biannual' && biannualBadge ? (
                <span className={styles.badge}>{biannualBadge}</span>
              ) : null}
            </label>
          </span>
        );
      })}
    </div>
  );
}
