import type { TrialCountdownState } from '../../../platform/contract';

/** SPEC §4: the free trial lasts 7 days from registration. */
export const TRIAL_DURATION_MS = 7 * 24 * 60 * 60 * 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is shown when there is nothing to count down (no known date, or the trial is over). */
function finished(endsAt: string | null): TrialCountdownState {
  return { days: 0, hours: 0, minutes: 0, seconds: 0, progress: 0, expired: true, endsAt };
}

/** Epoch ms of an ISO date, or null when absent or unparseable. */
function parseDate(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * The countdown at `now` for a trial that started at `registrationDate` (ISO). Pure, so the maths is
 * tested without timers. A date in the future (clock skew) counts as a full trial.
 */
export function computeTrialCountdown(
  registrationDate: string | null | undefined,
  now: number,
): TrialCountdownState {
  const start = parseDate(registrationDate);
  if (start === null) return finished(null);
  const end = start + TRIAL_DURATION_MS;
  const endsAt = new Date(end).toISOString();
  const remaining = Math.min(end - now, TRIAL_DURATION_MS);
  if (remaining <= 0) return finished(endsAt);
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
    progress: (remaining / TRIAL_DURATION_MS) * 100,
    expired: false,
    endsAt,
  };
}
