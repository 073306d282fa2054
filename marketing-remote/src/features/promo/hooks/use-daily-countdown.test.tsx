import { act, renderHook } from '@testing-library/react';
import { msUntilEndOfDay, useDailyCountdown } from './use-daily-countdown';

describe('daily countdown (SPEC §4)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  // São Paulo is UTC-3 all year (no daylight saving since 2019): its midnight is 03:00 UTC.
  const saoPaulo = (hour: number, minute = 0, second = 0, ms = 0) =>
    new Date(Date.UTC(2025, 10, 28, hour + 3, minute, second, ms));

  it("counts to 23:59:59.999 of the current day in São Paulo, whatever the visitor's time zone", () => {
    expect(msUntilEndOfDay(saoPaulo(0))).toBe(24 * 3600 * 1000 - 1);
    expect(msUntilEndOfDay(saoPaulo(23, 59, 59, 999))).toBe(0);
    expect(msUntilEndOfDay(saoPaulo(12, 30))).toBe((11 * 3600 + 29 * 60 + 59) * 1000 + 999);
    // 01:00 UTC on the 29th is still the 28th in São Paulo (22:00): two hours left, not 23.
    expect(msUntilEndOfDay(new Date(Date.UTC(2025, 10, 29, 1, 0)))).toBe(2 * 3600 * 1000 - 1);
  });

  it('starts from the given render time (a pre-rendered page hydrating), then ticks on the clock', () => {
    jest.useFakeTimers({ now: saoPaulo(10, 15, 33) });
    const { result } = renderHook(() => useDailyCountdown(saoPaulo(10, 15, 30).getTime()));
    expect(result.current).toEqual({ hours: 13, minutes: 44, seconds: 30, done: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toEqual({ hours: 13, minutes: 44, seconds: 26, done: false });
  });

  it('ticks every second and stops at zero', () => {
    jest.useFakeTimers({ now: saoPaulo(23, 59, 57) });
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
    jest.useFakeTimers({ now: saoPaulo(10, 15, 30) });
    const { result } = renderHook(() => useDailyCountdown());
    expect(result.current).toEqual({ hours: 13, minutes: 44, seconds: 30, done: false });
  });
});
