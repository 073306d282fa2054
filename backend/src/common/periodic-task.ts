/**
 * Background upkeep on a fixed interval: never two passes at once, a failed pass is reported and the
 * next one tries again, and stop() waits for a pass under way (so it ends before the database closes).
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the interval; with `runNow`, a first pass right away (never awaited). */
  start(intervalMs: number, { runNow }: { runNow: boolean }): void {
    if (runNow) this.tick();
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref(); // never the reason the process stays up
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running !== null) return; // the previous pass is still going
    this.running = this.pass()
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = null;
      });
  }
}
