// The remotes' renderers run here, off the main thread: a few worker threads (render-worker.mjs) with
// capped heaps, each holding the shell's frame and the renderers it has been sent, warmed once and
// reused. Every job has a deadline: a renderer that throws, loops or runs out of memory costs its own
// remote's pages their pre-render (the browser renders them), never another remote's nor the server's.
// A remote that failed several times in a row rests for a while instead of failing once per request.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a renderer may require: the packages the page shares (one React on the server too). */
export const SHARED_PACKAGES = Object.freeze(['react', 'react/jsx-runtime', 'react-dom']);

/** Settings (config.mjs reads SHELL_RENDER_WORKERS, SHELL_RENDER_DEADLINE_MS, SHELL_RENDER_WORKER_HEAP_MB). */
export const RENDER_POOL_DEFAULTS = Object.freeze({
  /** SHELL_RENDER_WORKERS */
  workers: Math.min(2, availableParallelism()),
  /** SHELL_RENDER_DEADLINE_MS: a job not answered by then is abandoned and its worker replaced. */
  deadlineMs: 500,
  /** SHELL_RENDER_WORKER_HEAP_MB: each worker's old-generation heap. */
  heapMb: 128,
  /** Failures in a row after which a remote is not pre-rendered for `quarantineMs`. */
  failuresBeforeQuarantine: 3,
  quarantineMs: 30_000,
});

const WORKER = new URL('./render-worker.js', import.meta.url);

/**
 * How long a worker's first render may take before the worker is replaced (its request still falls
 * back at the deadline): compiling React and the page is not the renderer misbehaving.
 */
const COLD_DEADLINE_MS = 2000;

/**
 * @param {object} options
 * @param {string} options.shellRenderer  the shell's server build (dist-ssr/renderer.cjs); the shared
 *   packages resolve from beside it
 * @param {{ warn(...args: unknown[]): void }} [options.log]
 * @param {() => number} [options.now]
 * @param {Partial<typeof RENDER_POOL_DEFAULTS>} [options.settings]
 * @param {() => void} [options.onBusy]  a job found every worker taken (metrics: a refused render)
 */
export function createRenderPool({
  shellRenderer,
  log = console,
  now = Date.now,
  settings = {},
  onBusy = () => {},
}) {
  const { workers, deadlineMs, heapMb, failuresBeforeQuarantine, quarantineMs } = {
    ...RENDER_POOL_DEFAULTS,
    ...settings,
  };
  /** remote → { failures, until } */
  const health = new Map();
  let nextId = 0;
  let frameProblem = null;
  /** PRERENDER_FORMAT of the contract the shell's frame was built with (said by its first worker). */
  let frameFormat;
  let frameProblemSaid = false;
  let closed = false;

  function start(slot) {
    const worker = new Worker(WORKER, {
      workerData: { shellRenderer, sharedPackages: SHARED_PACKAGES },
      // React's production build, whatever the server's NODE_ENV (npm start has none): the same HTML,
      // three to five times faster than the development build, whose checks run in the browser.
      env: { ...process.env, NODE_ENV: 'production' },
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.max(8, heapMb / 8) },
    });
    // The pool never keeps the process alive (a server's shutdown, a test's end).
    worker.unref();
    Object.assign(slot, { worker, ready: false, warm: false, job: null, loaded: new Set() });
    slot.started = new Promise((resolve) => {
      worker.on('message', (message) => {
        if ('ready' in message) {
          slot.ready = message.ready;
          slot.warm = Boolean(message.warm);
          if (message.ready) frameFormat ??= message.format;
          // Said on the first page that would have been pre-rendered, as before there were workers.
          if (!message.ready) frameProblem ??= message.error;
          resolve();
        } else if (slot.job?.id === message.id) slot.job.settle(message);
      });
    });
    const lost = (why) => {
      if (slot.worker !== worker) return; // already replaced
      slot.job?.settle({ error: why });
      if (!closed) start(slot);
    };
    worker.on('error', (error) =>
      lost(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : error.message),
    );
    worker.on('exit', (code) => lost(`worker exited (${code})`));
  }

  const slots = Array.from({ length: workers }, () => ({}));
  slots.forEach(start);

  function quarantined(remote) {
    const state = health.get(remote);
    return Boolean(state && state.until > now());
  }

  function failed(remote, why) {
    const state = health.get(remote) ?? { failures: 0, until: 0 };
    state.failures += 1;
    if (state.failures >= failuresBeforeQuarantine) {
      state.until = now() + quarantineMs;
      state.failures = 0;
      log.warn(
        `[prerender] ${remote}: renderer failed ${failuresBeforeQuarantine} times in a row (last: ${why}); not pre-rendered for ${quarantineMs / 1000} s`,
      );
    } else log.warn(`[prerender] ${remote}: renderer failed (${why}); this page is rendered by the browser`);
    health.set(remote, state);
  }

  /**
   * Runs one job for `remote` with its release's renderer on an idle worker.
   * @returns {Promise<{ ok: true, value: unknown } | { ok: false, reason: 'busy'|'quarantined'|'failed'|'late'|'unavailable' }>}
   *   busy: every worker is taken (the page is not queued: the browser renders it); late: not done
   *   by the deadline (a cold worker finishing its first render in the background)
   */
  async function run(remote, prerender, job, input = {}) {
    if (frameProblem) {
      if (!frameProblemSaid) {
        frameProblemSaid = true;
        log.warn(
          `[prerender] ${shellRenderer} could not be loaded (run npm run build -w shell): ${frameProblem}`,
        );
      }
      return { ok: false, reason: 'unavailable' };
    }
    if (quarantined(remote)) return { ok: false, reason: 'quarantined' };
    const slot = slots.find((candidate) => candidate.ready && !candidate.job);
    if (!slot) {
      onBusy();
      return { ok: false, reason: 'busy' };
    }
    return dispatch(slot, remote, prerender, job, input);
  }

  async function dispatch(slot, remote, prerender, job, input = {}) {
    // A worker's first render, when its warm-up could not run, compiles React and the page (a few
    // hundred ms on a busy machine): it may finish after the request's deadline, in the background,
    // rather than have a healthy worker killed.
    const limit = slot.warm ? deadlineMs : Math.max(deadlineMs, COLD_DEADLINE_MS);
    const outcome = work(slot, prerender, job, input, limit).then((answer) => {
      if (answer.error !== undefined) failed(remote, answer.error);
      else if (job === 'render') {
        slot.warm = true;
        // Only a page rendered clears the count (its page list and data needs work while it fails).
        health.delete(remote);
      }
      return answer;
    });
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve({ late: true }), deadlineMs)));
    const answer = await Promise.race([outcome, late]);
    clearTimeout(timer);
    if (answer.late) return { ok: false, reason: 'late' };
    return answer.error === undefined ? { ok: true, value: answer.result } : { ok: false, reason: 'failed' };
  }

  /** Posts the job to the slot's worker; a worker that has not answered within `limitMs` is replaced. */
  function work(slot, { sha256, url, code }, job, input, limitMs) {
    const id = (nextId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Stuck (a loop, or a page that never finishes): the worker goes, a fresh one replaces it.
        const { worker } = slot;
        slot.job.settle({ error: `no answer within ${limitMs} ms` });
        slot.worker = null;
        worker.terminate().catch(() => {});
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
      slot.worker.postMessage({
        id,
        job,
        renderer: sent ? { sha256, url } : { sha256, url, code },
        ...input,
      });
      slot.loaded.add(sha256);
    });
  }

  return {
    run,
    /** Resolves once every worker has started (or failed to); for tests and warm-up. */
    ready: () => Promise.all(slots.map((slot) => slot.started)),
    /** The pre-render format the frame renders (undefined when no worker could load it). */
    format: async () => {
      if (frameFormat === undefined) await Promise.race(slots.map((slot) => slot.started));
      return frameFormat;
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
