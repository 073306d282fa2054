import type { Interval, Recurring } from './types';

const DAY = 24 * 60 * 60;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The start of period `n` for a subscription anchored at `anchor` (Unix seconds). Months are counted
 * from the anchor, not from the previous period, so the 31st bills on the last day of short months and
 * comes back to the 31st afterwards, as Stripe does.
 */
export function periodBoundary(
  anchor: number,
  recurring: Pick<Recurring, 'interval' | 'interval_count'>,
  n: number,
): number {
  const steps = recurring.interval_count * n;
  const unit: Interval = recurring.interval;
  if (unit === 'day') return anchor + steps * DAY;
  if (unit === 'week') return anchor + steps * 7 * DAY;
  const months = unit === 'year' ? steps * 12 : steps;
  const date = new Date(anchor * 1000);
  const totalMonths = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(totalMonths / 12);
  const monthIndex = ((totalMonths % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, monthIndex));
  const result = Date.UTC(
    year,
    monthIndex,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return Math.floor(result / 1000);
}

/** Roughly how many months one period lasts (for coupons that repeat for N months). */
export function monthsPerPeriod(recurring: Pick<Recurring, 'interval' | 'interval_count'>): number {
  const perUnit = { day: 1 / 30, week: 7 / 30, month: 1, year: 12 }[recurring.interval];
  return perUnit * recurring.interval_count;
}
