// The shell server's warm-up, before it takes traffic: every remote's renderer evaluated in every
// render worker, then each open page rendered once into the page cache, as a visitor's request would.
// Until then GET /readyz says so (readiness.ts), so the first visitors after a start or a deploy get
// pre-rendered pages, not the pages a cold worker or a cold API answer let go out without their
// content (then only the browser draws them, after every script has arrived).
// A page that went out degraded (the API still starting) is tried again until the budget is spent;
// then the server is ready anyway: a down upstream degrades pages, it never keeps the shell out.
import { errorMessage } from '../logging.js';
import { DEGRADED_RETRY_MS } from './page-cache.js';

/** How long readiness waits for the warm-up at most. */
export const WARM_UP_BUDGET_MS = 15_000;

export interface WarmUpOptions {
  /** Evaluates every remote's current renderer in every worker (page-content.ts warmUp). */
  renderers?: () => Promise<void>;
  /** The pages to render: the open pages of the route table. */
  paths: () => Promise<readonly string[]>;
  /** Renders a page as a visitor's request does; false when it went out without its pre-render. */
  render: (path: string) => Promise<boolean>;
  budgetMs?: number;
  /** Between two rounds over the pages that came out degraded (the page cache keeps one that long). */
  retryMs?: number;
  log?: { info(message: string): void; warn(message: string): void };
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface WarmUpReport {
  /** Pages rendered with their content. */
  rendered: number;
  /** The paths still degraded when the budget ran out. */
  degraded: string[];
  ms: number;
}

export function createWarmUp({
  renderers = async () => {},
  paths,
  render,
  budgetMs = WARM_UP_BUDGET_MS,
  // Past the page cache's memory of the degraded page (a timer may fire a little early).
  retryMs = DEGRADED_RETRY_MS + 100,
  log = console,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: WarmUpOptions) {
  let running: Promise<WarmUpReport> | null = null;
  let deadline = Infinity;
  let done = false;
  let progress = { rendered: 0, total: 0 };

  /** One round: the renderers (a remote still starting has none yet), then the pages left. */
  async function renderAll(pending: readonly string[]): Promise<string[]> {
    try {
      await renderers();
    } catch (error) {
      log.warn(`[warm-up] renderers: ${errorMessage(error)}`);
    }
    const left: string[] = [];
    for (const path of pending) {
      const ok = now() < deadline && (await render(path).catch(() => false));
      if (ok) progress = { ...progress, rendered: progress.rendered + 1 };
      else left.push(path);
    }
    return left;
  }

  async function run(): Promise<WarmUpReport> {
    const started = now();
    deadline = started + budgetMs;
    const listed = await paths().catch((error: unknown) => {
      log.warn(`[warm-up] pages: ${errorMessage(error)}`);
      return [];
    });
    let pending = [...new Set(listed)];
    progress = { rendered: 0, total: pending.length };
    pending = await renderAll(pending);
    while (pending.length > 0 && now() + retryMs < deadline) {
      await sleep(retryMs);
      pending = await renderAll(pending);
    }
    const ms = now() - started;
    if (pending.length > 0) {
      log.warn(
        `[warm-up] ${progress.rendered} of ${progress.total} pages pre-rendered in ${ms} ms; ready without: ${pending.join(', ')}`,
      );
    } else log.info(`[warm-up] ${progress.total} pages pre-rendered in ${ms} ms`);
    return { rendered: progress.rendered, degraded: pending, ms };
  }

  return {
    /** Starts the warm-up (once); resolves with its report. */
    start(): Promise<WarmUpReport> {
      running ??= run().finally(() => {
        done = true;
      });
      return running;
    },
    /** What keeps the server from being ready: a warm-up started, not ended, within its budget. */
    problem(): string | null {
      if (!running || done || now() >= deadline) return null;
      return 'warming up: pre-rendering the open pages';
    },
  };
}
