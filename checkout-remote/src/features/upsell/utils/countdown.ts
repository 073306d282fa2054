/** SPEC §9: the upsell timer runs 15 minutes from the first visit. */
export const UPSELL_DURATION_MS = 15 * 60 * 1000;

/** The stored end time when it is a usable number, else a new one 15 minutes from `now`. */
export function upsellEndTime(stored: unknown, now: number): { endTime: number; isNew: boolean } {
  if (typeof stored === 'number' && Number.isFinite(stored) && stored > 0) {
    return { endTime: stored, isNew: false };
  }
  return { endTime: now + UPSELL_DURATION_MS, isNew: true };
}

/** Whole minutes and seconds left (never negative). */
export function remaining(endTime: number, now: number): { minutes: number; seconds: number; done: boolean } {
  const totalSeconds = Math.max(0, Math.ceil((endTime - now) / 1000));
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60, done: totalSeconds === 0 };
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');
