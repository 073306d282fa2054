import { useState } from 'react';
import { useCountdown } from '@busqy/platform-contract/remote';

/** SPEC §9 'countdown tick 1 s'. */
const TICK_MS = 1000;

/** The promos' days are Brazil's (SPEC §4), the same for the server and every visitor. */
const TIME_ZONE = 'America/Sao_Paulo';
const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const DAY_MS = 24 * 3600 * 1000;

/** Milliseconds from `now` to the end of its day in São Paulo (23:59:59.999), never negative. */
export function msUntilEndOfDay(now: Date): number {
  const parts = Object.fromEntries(CLOCK.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  const intoDay = ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000 + now.getUTCMilliseconds();
  return Math.max(0, DAY_MS - 1 - intoDay);
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
 * SPEC §4 'Daily countdown': counts down to the end of the day the page opened on (23:59:59.999 in
 * São Paulo), ticking every second, and stops at zero (it does not roll over into the next day).
 * `from`: the first render's time (a pre-rendered page's render time while it hydrates).
 */
export function useDailyCountdown(from?: number): DailyCountdown {
  const [deadline] = useState(() => endOfDay(new Date(from ?? Date.now())));
  return useCountdown(
    (now) => split(Math.max(0, deadline - now)),
    (left) => left.done,
    { tickMs: TICK_MS, from },
  );
}
