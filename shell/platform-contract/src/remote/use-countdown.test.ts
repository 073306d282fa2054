import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';
import { useInterval } from './use-interval';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('re-reads the clock every tick and stops once the countdown is over', () => {
    let clock = 0;
    const { result } = renderHook(() =>
      useCountdown(
        (now) => Math.max(0, 3000 - now),
        (left) => left === 0,
        { now: () => clock },
      ),
    );
    expect(result.current).toBe(3000);
    clock = 1000;
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2000);
    clock = 3500;
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts no interval for a countdown already over', () => {
    renderHook(() =>
      useCountdown(
        () => 'over',
        () => true,
      ),
    );
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('useInterval', () => {
  it('calls the latest callback, stops on null and restarts the wait on a new restart key', () => {
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ name, delay, key }: { name: string; delay: number | null; key: number }) =>
        useInterval(() => calls.push(name), delay, key),
      { initialProps: { name: 'a', delay: 1000 as number | null, key: 0 } },
    );
    act(() => jest.advanceTimersByTime(1000));
    rerender({ name: 'b', delay: 1000, key: 0 });
    act(() => jest.advanceTimersByTime(1000));
    expect(calls).toEqual(['a', 'b']);

    act(() => jest.advanceTimersByTime(600));
    rerender({ name: 'b', delay: 1000, key: 1 });
    act(() => jest.advanceTimersByTime(600));
    expect(calls).toEqual(['a', 'b']);
    act(() => jest.advanceTimersByTime(400));
    expect(calls).toEqual(['a', 'b', 'b']);

    rerender({ name: 'b', delay: null, key: 1 });
    act(() => jest.advanceTimersByTime(5000));
    expect(calls).toEqual(['a', 'b', 'b']);
    unmount();
  });
});
