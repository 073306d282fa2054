/**
 * In-memory sliding-window rate limit: at most `limit` hits per key within the last `windowMs`.
 * One API process keeps its own counts (enough for one instance; several instances would need a
 * shared store such as the database or Redis).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** How many keys are held in memory (for tests and metrics). */
  get size(): number {
    return this.hits.size;
  }

  /** Milliseconds until `key` may be used again; 0 when it may be used now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return (recent[recent.length - this.limit] as number) + this.windowMs - this.now();
  }

  record(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
    if (this.hits.size > 10_000) this.sweep();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  /** Drops keys with no hit left in the window, so the map does not grow without bound. */
  private sweep(): void {
    const since = this.now() - this.windowMs;
    for (const [key, times] of this.hits) {
      if (!times.some((time) => time > since)) this.hits.delete(key);
    }
  }
}
