import { useState } from 'react';
import { useInterval } from './use-interval';

export interface CountdownOptions {
  /** How often the clock is read again (default 1 s). */
  tickMs?: number;
  /** The clock (tests inject one). */
  now?: () => number;
}

/**
 * A countdown's state at the time, re-read every tick until `isOver` says it has ended; then the
 * interval stops. The first render reads the clock: a page rendered on the server shows its
 * time-dependent parts only after hydration.
 */
export function useCountdown<T>(
  stateAt: (now: number) => T,
  isOver: (state: T) => boolean,
  { tickMs = 1000, now = Date.now }: CountdownOptions = {},
): T {
  const [time, setTime] = useState(now);
  const state = stateAt(time);
  useInterval(() => setTime(now()), isOver(state) ? null : tickMs);
  return state;
}
