// The log line of a page sent without its pre-render (the browser renders it), with the reason. A
// burst of them (a saturated server, an upstream down, thousands of promo links) is one line per
// reason every WINDOW_MS, counting the ones it stands for; GET /metrics counts every one.

/** One line per reason at most this often. */
export const DEGRADED_LOG_WINDOW_MS = 10_000;

export interface DegradedLogOptions {
  log: { warn(fields: Record<string, unknown>, message: string): void };
  now?: () => number;
  windowMs?: number;
}

/** Returns `note(path, reason)`: logs it, or counts it when that reason was logged within the window. */
export function createDegradedLog({
  log,
  now = Date.now,
  windowMs = DEGRADED_LOG_WINDOW_MS,
}: DegradedLogOptions) {
  const reasons = new Map<string, { loggedAt: number; unlogged: number }>();
  return function note(path: string, reason: string): void {
    const state = reasons.get(reason);
    if (state && now() - state.loggedAt < windowMs) {
      state.unlogged += 1;
      return;
    }
    const more = state?.unlogged ? { moreSinceLastLine: state.unlogged } : {};
    log.warn({ path, reason, ...more }, 'page sent without its pre-render; the browser renders it');
    reasons.set(reason, { loggedAt: now(), unlogged: 0 });
  };
}
