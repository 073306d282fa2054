// The log line of a page sent without its pre-render (the browser renders it), with the reason. A
// burst of them (a saturated server, an upstream down, thousands of promo links) is one line per
// reason every WARN_WINDOW_MS, counting the ones it stands for; GET /metrics counts every one.
import { type WarnLog, createWindowedWarn } from '../windowed-warn.js';

export interface DegradedLogOptions {
  log: WarnLog;
  now?: () => number;
  windowMs?: number;
}

/** Returns `note(path, reason)`: logs it, or counts it when that reason was logged within the window. */
export function createDegradedLog({ log, now, windowMs }: DegradedLogOptions) {
  const warn = createWindowedWarn({
    message: 'page sent without its pre-render; the browser renders it',
    now,
    windowMs,
  });
  return function note(path: string, reason: string): void {
    warn(log, reason, { path, reason });
  };
}
