import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  const policy = { baseMs: 1000, maxMs: 60_000 };

  it('doubles with every attempt', () => {
    const top = (attempt: number) => retryDelayMs(attempt, policy, () => 1);
    expect([1, 2, 3, 4].map(top)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('adds jitter within the upper half of the window', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
  });

  it('is capped at maxMs, even for absurd attempt numbers', () => {
    expect(retryDelayMs(10, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(10_000, policy, () => 1)).toBe(60_000);
  });
});
