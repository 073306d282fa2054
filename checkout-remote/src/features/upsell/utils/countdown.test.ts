import { remaining, UPSELL_DURATION_MS, upsellEndTime } from './countdown';

describe('upsell countdown', () => {
  it('keeps a stored end time and makes a 15-minute one otherwise', () => {
    expect(upsellEndTime(5_000, 1_000)).toEqual({ endTime: 5_000, isNew: false });
    expect(UPSELL_DURATION_MS).toBe(900_000);
    for (const stored of [null, undefined, 'x', Number.NaN, 0, -1]) {
      expect(upsellEndTime(stored, 1_000)).toEqual({ endTime: 901_000, isNew: true });
    }
  });

  it('counts whole seconds left and never goes below zero', () => {
    expect(remaining(900_000, 0)).toEqual({ minutes: 15, seconds: 0, done: false });
    expect(remaining(900_000, 1)).toEqual({ minutes: 15, seconds: 0, done: false });
    expect(remaining(900_000, 1_000)).toEqual({ minutes: 14, seconds: 59, done: false });
    expect(remaining(900_000, 900_000)).toEqual({ minutes: 0, seconds: 0, done: true });
    expect(remaining(900_000, 2_000_000)).toEqual({ minutes: 0, seconds: 0, done: true });
  });
});
