// A warning that comes in bursts when an upstream is down or slow (every page, every request, and
// every page of the warm-up while the stack starts) said once per key every window, the next line
// counting the ones it stood for. Keys come from a small fixed set (reasons, kinds of failure), never
// from a request: each key is remembered.

/** One line per key at most this often. */
export const WARN_WINDOW_MS = 10_000;

/** Where the line goes: the server's log, or a request's (its lines carry its request id). */
export interface WarnLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface WindowedWarnOptions {
  message: string;
  now?: () => number;
  windowMs?: number;
}

/** Returns `warn(log, key, fields)`: says `message` with the fields, or counts it when `key` was said within the window. */
export function createWindowedWarn({
  message,
  now = Date.now,
  windowMs = WARN_WINDOW_MS,
}: WindowedWarnOptions) {
  const said = new Map<string, { at: number; unsaid: number }>();
  return function warn(log: WarnLog | undefined, key: string, fields: Record<string, unknown>): void {
    if (!log) return; // nowhere to say it: the window does not start
    const state = said.get(key);
    if (state && now() - state.at < windowMs) {
      state.unsaid += 1;
      return;
    }
    const more = state?.unsaid ? { moreSinceLastLine: state.unsaid } : {};
    log.warn({ ...fields, ...more }, message);
    said.set(key, { at: now(), unsaid: 0 });
  };
}
