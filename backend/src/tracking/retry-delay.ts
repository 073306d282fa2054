export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
}

/**
 * Exponential backoff with "equal jitter": attempt n waits between half and all of
 * min(max, base · 2^(n-1)), so retries of many events spread out instead of arriving together.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40); // 2^40 · base is past any cap
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
