import { useState } from 'react';
import { useInterval } from './use-interval';

export interface CountdownOptions {
  /** How often the clock is read again (default 1 s). */
  tickMs?: number;
  /** The clock (tests inject one). */
  now?: () => number;
  /**
   * The time of the first render instead of the clock: a pre-rendered page's render time while it
   * hydrates, so the first client render is the server's HTML. Ticks read the clock again.
   */
  from?: number;
}

/**
 * A countdown's state at the time, re-read every tick until `isOver` says it has ended; then the
 * interval stops. The first render reads the clock, or uses `from` (a pre-rendered page's render
 * time, the same on the server and in the hydrating browser).
 */
export function useCountdown<T>(
  stateAt: (now: number) => T,
  isOver: (state: T) => boolean,
  { tickMs = 1000, now = Date.now, from }: CountdownOptions = {},
): T {
  const [time, setTime] = useState(() => from ?? now());
  const state = stateAt(time);
  useInterval(() => setTime(now()), isOver(state) ? null : tickMs);
  return state;
}
