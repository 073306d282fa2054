// The remotes' renderers run here, off the main thread: a few worker threads (render-worker.ts) with
// capped heaps, each holding the shell's frame and the renderers it has been sent, warmed once and
// reused. Every job has a deadline: a renderer that throws, loops or runs out of memory costs its own
// remote's pages their pre-render (the browser renders them), never another remote's nor the server's.
// A remote that failed several times in a row rests for a while instead of failing once per request.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type {
  JobMessage,
  RenderJob,
  RenderJobInputs,
  RenderJobResults,
  RendererRef,
  RenderWorkerData,
  WorkerMessage,
} from './render-worker.js';

/** What a renderer may require: the packages the page shares (one React on the server too). */
export const SHARED_PACKAGES = Object.freeze(['react', 'react/jsx-runtime', 'react-dom']);

export interface RenderPoolSettings {
  workers: number;
  deadlineMs: number;
  heapMb: number;
  failuresBeforeQuarantine: number;
  quarantineMs: number;
  /** How long a deployed renderer's preload waits for workers busy with pages (preloadBesideTraffic). */
  deployPreloadMs: number;
}

/** Settings (config.ts reads SHELL_RENDER_WORKERS, SHELL_RENDER_DEADLINE_MS, SHELL_RENDER_WORKER_HEAP_MB). */
export const RENDER_POOL_DEFAULTS: Readonly<RenderPoolSettings> = Object.freeze({
  /** SHELL_RENDER_WORKERS */
  workers: Math.min(2, availableParallelism()),
  /** SHELL_RENDER_DEADLINE_MS: a job not answered by then is abandoned and its worker replaced. */
  deadlineMs: 500,
  /** SHELL_RENDER_WORKER_HEAP_MB: each worker's old-generation heap. */
  heapMb: 128,
  /** Failures in a row after which a remote is not pre-rendered for `quarantineMs`. */
  failuresBeforeQuarantine: 3,
  quarantineMs: 30_000,
  /** Not an environment variable: a minute of pages is long enough for a release to show up. */
  deployPreloadMs: 60_000,
});

/** The compiled worker (build/build-server.mjs; Jest's global setup compiles it before the tests). */
const WORKER = new URL('./render-worker.js', import.meta.url);

/**
 * How long a worker's first render may take before the worker is replaced (its request still falls
 * back at the deadline): compiling React and the page is not the renderer misbehaving.
 */
const COLD_DEADLINE_MS = 2000;
/** How often a deployed renderer's preload looks for a second idle worker. */
const DEPLOY_PRELOAD_RETRY_MS = 50;

/** A job still unanswered at this many times the deadline is stuck: its worker is replaced. */
export const STUCK_FACTOR = 4;

/** Where a logger is wanted (console, or a test's). */
export interface WarnLog {
  warn(...args: unknown[]): void;
}

export interface RenderPoolOptions {
  /** The shell's server build (dist-ssr/renderer.cjs); the shared packages resolve from beside it. */
  shellRenderer: string;
  log?: WarnLog;
  now?: () => number;
  settings?: Partial<RenderPoolSettings>;
  /** A job found every worker taken (metrics: a refused render). */
  onBusy?: () => void;
}

/** The release's checked renderer, as the pool sends it (remote-releases.ts). */
export type PublishedRenderer = Required<RendererRef>;

/**
 * A job's outcome. busy: every worker is taken (the page is not queued: the browser renders it);
 * late: not done by the deadline (a cold worker finishing its first render in the background).
 */
export type RunOutcome<Value> =
  | { ok: true; value: Value }
  | { ok: false; reason: 'busy' | 'quarantined' | 'failed' | 'late' | 'unavailable' };

/** A worker's answer to one job: its result, or why it has none. */
type JobAnswer = { result: unknown; error?: undefined } | { error: string };

interface Slot {
  worker: Worker | null;
  ready: boolean;
  warm: boolean;
  job: { id: number; settle(answer: JobAnswer): void } | null;
  /** The renderers (sha256) this worker has been sent. */
  loaded: Set<string>;
  started: Promise<void>;
}

export type RenderPool = ReturnType<typeof createRenderPool>;

export function createRenderPool({
  shellRenderer,
  log = console,
  now = Date.now,
  settings = {},
  onBusy = () => {},
}: RenderPoolOptions) {
  const { workers, deadlineMs, heapMb, failuresBeforeQuarantine, quarantineMs, deployPreloadMs } = {
    ...RENDER_POOL_DEFAULTS,
    ...settings,
  };
  /** Remote → its failures in a row, and until when it rests. */
  const health = new Map<string, { failures: number; until: number }>();
  let nextId = 0;
  let frameProblem: string | null = null;
  /** PRERENDER_FORMAT of the contract the shell's frame was built with (said by its first worker). */
  let frameFormat: number | undefined;
  let frameProblemSaid = false;
  let closed = false;
  /** Remote → the sha256 of the last renderer deployed while running (preloadBesideTraffic). */
  const deployed = new Map<string, string>();

  function start(slot: Slot): void {
    const workerData: RenderWorkerData = { shellRenderer, sharedPackages: SHARED_PACKAGES };
    const worker = new Worker(WORKER, {
      workerData,
      // React's production build, whatever the server's NODE_ENV (npm start has none): the same HTML,
      // three to five times faster than the development build, whose checks run in the browser.
      env: { ...process.env, NODE_ENV: 'production' },
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.max(8, heapMb / 8) },
    });
    // The pool never keeps the process alive (a server's shutdown, a test's end).
    worker.unref();
    Object.assign(slot, { worker, ready: false, warm: false, job: null, loaded: new Set<string>() });
    slot.started = new Promise((resolve) => {
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          slot.ready = message.ready;
          if (message.ready) {
            slot.warm = message.warm;
            frameFormat ??= message.format;
          } else {
            slot.warm = false;
            // Said on the first page that would have been pre-rendered, as before there were workers.
            frameProblem ??= message.error;
          }
          resolve();
        } else if (slot.job?.id === message.id) slot.job.settle(message);
      });
    });
    const lost = (why: string) => {
      if (slot.worker !== worker) return; // already replaced
      slot.job?.settle({ error: why });
      if (!closed) start(slot);
    };
    worker.on('error', (error: NodeJS.ErrnoException) =>
      lost(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : error.message),
    );
    worker.on('exit', (code) => lost(`worker exited (${code})`));
  }

  /** How long a job that compiles (a cold worker's first render, a renderer's evaluation) may take. */
  const coldLimit = Math.max(deadlineMs * STUCK_FACTOR, COLD_DEADLINE_MS);

  // Each slot gets its worker from start(), and a fresh one whenever its worker is lost.
  const slots = Array.from({ length: workers }, (): Slot => ({
    worker: null,
    ready: false,
    warm: false,
    job: null,
    loaded: new Set(),
    started: Promise.resolve(),
  }));
  slots.forEach(start);

  /** What failures are counted against: the remote and its renderer's release (its sha256). */
  function healthKey(remote: string, { sha256 }: PublishedRenderer): string {
    return `${remote} ${sha256}`;
  }

  function quarantined(remote: string): boolean {
    const state = health.get(remote);
    return Boolean(state && state.until > now());
  }

  function failed(remote: string, prerender: PublishedRenderer, why: string): void {
    const key = healthKey(remote, prerender);
    const state = health.get(key) ?? { failures: 0, until: 0 };
    state.failures += 1;
    if (state.failures >= failuresBeforeQuarantine) {
      state.until = now() + quarantineMs;
      state.failures = 0;
      log.warn(
        `[prerender] ${remote}: renderer failed ${failuresBeforeQuarantine} times in a row (last: ${why}); not pre-rendered for ${quarantineMs / 1000} s`,
      );
    } else log.warn(`[prerender] ${remote}: renderer failed (${why}); this page is rendered by the browser`);
    health.set(key, state);
  }

  /** Runs one job for `remote` with its release's renderer on an idle worker. */
  async function run<Job extends RenderJob>(
    remote: string,
    prerender: PublishedRenderer,
    job: Job,
    input: RenderJobInputs[Job],
  ): Promise<RunOutcome<RenderJobResults[Job]>> {
    if (frameProblem) {
      if (!frameProblemSaid) {
        frameProblemSaid = true;
        log.warn(
          `[prerender] ${shellRenderer} could not be loaded (run npm run build -w shell): ${frameProblem}`,
        );
      }
      return { ok: false, reason: 'unavailable' };
    }
    // Quarantine is per renderer (remote and release), not per remote: a broken release, or one
    // browser's override (remote-overrides.ts), never stops the configured release's pages.
    if (quarantined(healthKey(remote, prerender))) return { ok: false, reason: 'quarantined' };
    // An idle worker that has evaluated this renderer first: another would evaluate it within the
    // page's deadline.
    const idle = slots.filter((candidate) => candidate.ready && !candidate.job);
    const slot = idle.find((candidate) => candidate.loaded.has(prerender.sha256)) ?? idle[0];
    if (!slot) {
      onBusy();
      return { ok: false, reason: 'busy' };
    }
    return dispatch(slot, remote, prerender, job, input);
  }

  async function dispatch<Job extends RenderJob>(
    slot: Slot,
    remote: string,
    prerender: PublishedRenderer,
    job: Job,
    input: RenderJobInputs[Job],
  ): Promise<RunOutcome<RenderJobResults[Job]>> {
    // A worker's first render, when its warm-up could not run, compiles React and the page (a few
    // hundred ms on a busy machine): it may finish after the request's deadline, in the background,
    // rather than have a healthy worker killed.
    // A warm worker past the request's deadline is not yet stuck: on a saturated server its answer
    // waits behind the requests on this thread. Killing it there would cost a cold restart and count
    // a failure against a healthy remote; it goes only when it is truly stuck (STUCK_FACTOR times).
    const limit = slot.warm ? deadlineMs * STUCK_FACTOR : coldLimit;
    const outcome = work(slot, prerender, job, input, limit).then((answer) => {
      if (answer.error !== undefined) failed(remote, prerender, answer.error);
      else if (job === 'render') {
        slot.warm = true;
        // Only a page rendered clears the count (its page list and data needs work while it fails).
        health.delete(healthKey(remote, prerender));
      }
      return answer;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
    const answer = await Promise.race([outcome, late]);
    clearTimeout(timer);
    if (answer === 'late') return { ok: false, reason: 'late' };
    // The worker ran this job: its result is the job's (render-worker.ts `jobs`).
    return answer.error === undefined
      ? { ok: true, value: answer.result as RenderJobResults[Job] }
      : { ok: false, reason: 'failed' };
  }

  /** Posts the job to the slot's worker; a worker that has not answered within `limitMs` is replaced. */
  function work<Job extends RenderJob>(
    slot: Slot,
    { sha256, url, code }: PublishedRenderer,
    job: Job,
    input: RenderJobInputs[Job],
    limitMs: number,
  ): Promise<JobAnswer> {
    const id = (nextId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Stuck (a loop, or a page that never finishes): the worker goes, a fresh one replaces it.
        const { worker } = slot;
        slot.job?.settle({ error: `no answer within ${limitMs} ms` });
        slot.worker = null;
        worker?.terminate().catch(() => {});
        if (!closed) start(slot);
      }, limitMs);
      slot.job = {
        id,
        settle(message) {
          clearTimeout(timer);
          slot.job = null;
          resolve(message);
        },
      };
      // The code travels once per worker and release; afterwards its sha256 names it.
      const sent = slot.loaded.has(sha256);
      const message = {
        id,
        job,
        renderer: sent ? { sha256, url } : { sha256, url, code },
        ...input,
      } as JobMessage;
      slot.worker?.postMessage(message);
      slot.loaded.add(sha256);
    });
  }

  /**
   * Evaluates a release's renderer in every idle worker that has not yet (the server's warm-up, before
   * it takes traffic): a page's job then only renders, within its deadline. A busy worker evaluates it
   * with its next job, as before. A renderer that fails to load counts one failure against its
   * release, like one page's (every worker fails it alike).
   */
  async function preload(remote: string, prerender: PublishedRenderer): Promise<void> {
    await Promise.all(slots.map((slot) => slot.started));
    if (frameProblem || quarantined(healthKey(remote, prerender))) return;
    const cold = slots.filter((slot) => slot.ready && !slot.job && !slot.loaded.has(prerender.sha256));
    const answers = await Promise.all(cold.map((slot) => work(slot, prerender, 'load', {}, coldLimit)));
    if (closed) return;
    const error = answers.find((answer) => answer.error !== undefined)?.error;
    if (error !== undefined) failed(remote, prerender, error);
  }

  /**
   * The same for a release deployed while the server takes traffic: one worker at a time, and only
   * while another is free for pages (a page that finds every worker taken goes out without its
   * pre-render), waiting for a busy worker to finish its page (at most `deployPreloadMs`). It stops
   * once the remote deploys again: the next release's preload takes over. With a single worker
   * nothing is preloaded: it evaluates the renderer with its next page, as before.
   */
  async function preloadBesideTraffic(remote: string, prerender: PublishedRenderer): Promise<void> {
    deployed.set(remote, prerender.sha256);
    await Promise.all(slots.map((slot) => slot.started));
    const giveUpAt = performance.now() + deployPreloadMs;
    const current = () => deployed.get(remote) === prerender.sha256;
    while (slots.length > 1 && !closed && current() && performance.now() < giveUpAt) {
      if (frameProblem || quarantined(healthKey(remote, prerender))) return;
      const cold = slots.filter((slot) => slot.ready && !slot.loaded.has(prerender.sha256));
      if (cold.length === 0) return;
      const idle = slots.filter((slot) => slot.ready && !slot.job);
      const next = idle.length > 1 ? cold.find((slot) => !slot.job) : undefined;
      if (!next) {
        await new Promise((resolve) => setTimeout(resolve, DEPLOY_PRELOAD_RETRY_MS).unref());
        continue;
      }
      const { error } = await work(next, prerender, 'load', {}, coldLimit);
      if (closed) return; // the worker was terminated, not the renderer at fault
      if (error !== undefined) {
        failed(remote, prerender, error);
        return;
      }
    }
  }

  return {
    run,
    preload,
    preloadBesideTraffic,
    /** Resolves once every worker has started (or failed to); for tests and warm-up. */
    ready: () => Promise.all(slots.map((slot) => slot.started)),
    /** The pre-render format the frame renders (undefined when no worker could load it). */
    format: async (): Promise<number | undefined> => {
      if (frameFormat === undefined) await Promise.race(slots.map((slot) => slot.started));
      return frameFormat;
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
