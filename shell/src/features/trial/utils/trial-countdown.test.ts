import { fakeTrialCountdown } from '@busqy/platform-contract/testing';
import { computeTrialCountdown, TRIAL_DURATION_MS } from './trial-countdown';

const REGISTERED = '2025-03-01T12:00:00.000Z';
const start = Date.parse(REGISTERED);
const at = (ms: number) => computeTrialCountdown(REGISTERED, start + ms);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

it('starts at 7 days with a full bar and ends 7 days after registration', () => {
  // The fake platform's countdown is a fresh trial: 7 days left, bar full, not expired.
  expect(at(0)).toEqual(fakeTrialCountdown({ endsAt: '2025-03-08T12:00:00.000Z' }));
});

it('splits the time left into days, hours, minutes and seconds', () => {
  const state = at(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND);
  expect(state).toMatchObject({ days: 5, hours: 21, minutes: 56, seconds: 56, expired: false });
});

it('drives the bar linearly from 100 to 0', () => {
  expect(at(TRIAL_DURATION_MS / 2).progress).toBeCloseTo(50);
  expect(at(TRIAL_DURATION_MS * 0.75).progress).toBeCloseTo(25);
  expect(at(TRIAL_DURATION_MS - SECOND)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  expect(at(TRIAL_DURATION_MS - SECOND).progress).toBeGreaterThan(0);
});

it('shows zeros and an empty bar at and after expiry', () => {
  const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, progress: 0, expired: true };
  expect(at(TRIAL_DURATION_MS)).toEqual({ ...zeros, endsAt: '2025-03-08T12:00:00.000Z' });
  expect(at(TRIAL_DURATION_MS + 30 * DAY)).toMatchObject(zeros);
});

it('counts a registration date in the future (clock skew) as a full trial, never above 100', () => {
  expect(at(-HOUR)).toMatchObject({ days: 7, hours: 0, progress: 100, expired: false });
});

it('has nothing to count without a usable registration date', () => {
  const nothing = { days: 0, hours: 0, minutes: 0, seconds: 0, progress: 0, expired: true, endsAt: null };
  expect(computeTrialCountdown(null, start)).toEqual(nothing);
  expect(computeTrialCountdown('', start)).toEqual(nothing);
  expect(computeTrialCountdown('not a date', start)).toEqual(nothing);
});
