import { act, renderHook } from '@testing-library/react';
import { msUntilEndOfDay, useDailyCountdown } from './use-daily-countdown';

describe('daily countdown (SPEC §4)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts to 23:59:59.999 of the current local day', () => {
    expect(msUntilEndOfDay(new Date(2025, 10, 28, 0, 0, 0, 0))).toBe(24 * 3600 * 1000 - 1);
    expect(msUntilEndOfDay(new Date(2025, 10, 28, 23, 59, 59, 999))).toBe(0);
    expect(msUntilEndOfDay(new Date(2025, 10, 28, 12, 30, 0, 0))).toBe(
      (11 * 3600 + 29 * 60 + 59) * 1000 + 999,
    );
  });

  it('ticks every second and stops at zero', () => {
    jest.useFakeTimers({ now: new Date(2025, 10, 28, 23, 59, 57, 0) });
    const { result } = renderHook(() => useDailyCountdown());
    expect(result.current).toEqual({ hours: 0, minutes: 0, seconds: 3, done: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
    expect(jest.getTimerCount()).toBe(0);
    // Past midnight it stays at zero instead of starting the next day's count.
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.done).toBe(true);
  });

  it('shows hours, minutes and seconds left', () => {
    jest.useFakeTimers({ now: new Date(2025, 10, 28, 10, 15, 30, 0) });
    const { result } = renderHook(() => useDailyCountdown());
    expect(result.current).toEqual({ hours: 13, minutes: 44, seconds: 30, done: false });
  });
});
