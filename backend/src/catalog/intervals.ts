import { CatalogError } from './catalog-error';

/** Billing periods of SPEC §3/§9: monthly, quarterly, semiannual ('biannual') and annual. */
export const INTERVAL_IDS = ['month', 'quarter', 'biannual', 'year'] as const;
export type IntervalId = (typeof INTERVAL_IDS)[number];

/** The two periods the plan pages' toggle offers (SPEC §4 'Billing period toggle'), default first. */
export const TOGGLE_INTERVAL_IDS = ['month', 'biannual'] as const satisfies readonly IntervalId[];
export type ToggleIntervalId = (typeof TOGGLE_INTERVAL_IDS)[number];
export const DEFAULT_INTERVAL: ToggleIntervalId = 'biannual';

/** Stripe's recurring price cadence: `interval` × `interval_count`. */
export interface StripeRecurring {
  interval: 'day';
  interval_count: number;
}

export interface IntervalDefinition {
  id: IntervalId;
  /** pt-BR name of the period. */
  label: string;
  months: number;
  /**
   * SPEC §1 Terms: subscriptions are prepaid for 30, 90, 180 or 365 days, so they renew every that many
   * days (Stripe allows up to 365 days), not on calendar months.
   */
  recurring: StripeRecurring;
}

export const INTERVALS: Readonly<Record<IntervalId, IntervalDefinition>> = {
  month: { id: 'month', label: 'Mensal', months: 1, recurring: { interval: 'day', interval_count: 30 } },
  quarter: {
    id: 'quarter',
    label: 'Trimestral',
    months: 3,
    recurring: { interval: 'day', interval_count: 90 },
  },
  biannual: {
    id: 'biannual',
    label: 'Semestral',
    months: 6,
    recurring: { interval: 'day', interval_count: 180 },
  },
  year: { id: 'year', label: 'Anual', months: 12, recurring: { interval: 'day', interval_count: 365 } },
};

export function isIntervalId(value: unknown): value is IntervalId {
  return typeof value === 'string' && (INTERVAL_IDS as readonly string[]).includes(value);
}

export function getInterval(id: string): IntervalDefinition {
  if (!isIntervalId(id))
    throw new CatalogError('unknown_interval', `Período de cobrança desconhecido: '${id}'.`);
  return INTERVALS[id];
}
