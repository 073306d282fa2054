import { useState } from 'react';
import { useCountdown } from '@busqy/platform-contract/remote';

/** SPEC §9 'countdown tick 1 s'. */
const TICK_MS = 1000;

/** Milliseconds from `now` to the end of its local day (23:59:59.999), never negative. */
export function msUntilEndOfDay(now: Date): number {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return Math.max(0, end.getTime() - now.getTime());
}

export interface DailyCountdown {
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

function split(ms: number): DailyCountdown {
  const totalSeconds = Math.ceil(ms / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    done: ms === 0,
  };
}

function endOfDay(now: Date): number {
  return now.getTime() + msUntilEndOfDay(now);
}

/**
 * SPEC §4 'Daily countdown': counts down to the end of the day the page opened on (23:59:59.999),
 * ticking every second, and stops at zero (it does not roll over into the next day).
 */
export function useDailyCountdown(): DailyCountdown {
  const [deadline] = useState(() => endOfDay(new Date()));
  return useCountdown(
    (now) => split(Math.max(0, deadline - now)),
    (left) => left.done,
    { tickMs: TICK_MS },
  );
}
