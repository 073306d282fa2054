// A pre-render worker (render-pool.ts starts a few): loads the shell's frame (dist-ssr/renderer.cjs)
// once, evaluates each remote renderer it is sent once per release (by its sha256), and renders whole
// pages with them. Off the main thread, a renderer that loops or runs out of memory stops this worker
// only; the pool terminates and replaces it.
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageHead, PrerenderRenderer, PrerenderedPageData } from '@busqy/platform-contract/prerender';

/** What the pool starts a worker with. */
export interface RenderWorkerData {
  /** The shell's server build (dist-ssr/renderer.cjs); the shared packages resolve from beside it. */
  shellRenderer: string;
  sharedPackages: readonly string[];
}

/** A renderer as a job names it: its code travels once per worker and release, then its sha256 names it. */
export interface RendererRef {
  sha256: string;
  url: string;
  code?: string;
}

/** The page data a job carries; the worker sets its format (the frame's). */
export type JobPageData = Omit<PrerenderedPageData, 'format'>;

/** The jobs and what each is sent besides its renderer. */
export interface RenderJobInputs {
  /** Only evaluates the renderer (a warm-up: the pool's preload), so a page's job does not. */
  load: Record<string, never>;
  dataNeeds: { path: string; search: string };
  head: { path: string; search: string; data: JobPageData };
  render: { config: unknown; url: string; remote: string; path: string; search: string; data: JobPageData };
}

export type RenderJob = keyof RenderJobInputs;

/** What each job answers. */
export interface RenderJobResults {
  load: null;
  dataNeeds: string[];
  head: PageHead;
  render: RenderedPage | null;
}

/** The pool's message to a worker. */
export type JobMessage = {
  [Job in RenderJob]: { id: number; job: Job; renderer: RendererRef } & RenderJobInputs[Job];
}[RenderJob];

/** A page rendered whole: its HTML in the frame, its page data's text, the remote's head. */
export interface RenderedPage {
  html: string;
  pageData: string;
  pageHead: PageHead;
}

/** A worker's messages to the pool: once ready (or not), then one answer per job. */
export type WorkerMessage =
  | { ready: true; warm: boolean; format: number }
  | { ready: false; error: string }
  | { id: number; result: unknown }
  | { id: number; error: string };

/** The shell's frame (dist-ssr/renderer.cjs, built from shell/src/app/prerender/server-entry.ts). */
interface ShellFrame {
  PRERENDER_FORMAT: number;
  renderPage(options: {
    config: unknown;
    url: string;
    remote: string;
    RemoteApp: unknown;
    year: number;
  }): Promise<unknown>;
  writePageData(data: PrerenderedPageData): string;
}

if (!parentPort) throw new Error('render-worker.js runs in a worker thread (render-pool.js starts it)');
const port = parentPort;
const { shellRenderer, sharedPackages } = workerData as RenderWorkerData;
const requireShared = createRequire(shellRenderer);

/** sha256 → the evaluated renderer, or the error its evaluation threw (not evaluated again). */
const renderers = new Map<string, { renderer: PrerenderRenderer } | { error: unknown }>();
let frame: ShellFrame | undefined;

/**
 * Runs a renderer's CommonJS code with nothing but the shared packages to require (one React on the
 * server too): a renderer cannot depend on the shell server's internals. Not a sandbox (README).
 */
function evaluate(code: string, filename: string): PrerenderRenderer {
  const module: { exports: { default?: unknown } } = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename,
  }) as (exports: object, require: (id: string) => unknown, module: object) => void;
  wrapper(
    module.exports,
    (id) => {
      if (!sharedPackages.includes(id)) throw new Error(`${filename}: may not require "${id}"`);
      return requireShared(id);
    },
    module,
  );
  // PrerenderRenderer (@busqy/platform-contract/prerender), the module's default export, of the
  // format of the contract the shell's frame was built with.
  const renderer = module.exports.default as Partial<PrerenderRenderer> | undefined;
  const format = frame?.PRERENDER_FORMAT;
  if (
    !renderer ||
    renderer.format !== format ||
    !Array.isArray(renderer.pages) ||
    typeof renderer.dataNeeds !== 'function' ||
    typeof renderer.head !== 'function' ||
    typeof renderer.createPage !== 'function'
  ) {
    throw new Error(`${filename}: not a pre-renderer of format ${format}`);
  }
  return renderer as PrerenderRenderer;
}

function rendererFor({ sha256, code, url }: RendererRef): PrerenderRenderer {
  if (!renderers.has(sha256)) {
    if (code === undefined) throw new Error(`renderer ${sha256} was not sent`);
    try {
      renderers.set(sha256, { renderer: evaluate(code, url) });
    } catch (error) {
      renderers.set(sha256, { error });
    }
  }
  const loaded = renderers.get(sha256);
  if (!loaded) throw new Error(`renderer ${sha256} was not sent`);
  if ('error' in loaded) throw loaded.error;
  return loaded.renderer;
}

function loadedFrame(): ShellFrame {
  if (!frame) throw new Error(`${shellRenderer} is not loaded`);
  return frame;
}

/**
 * The page data as the renderer sees it, of the frame's format. The renderer was checked to be of that
 * format (evaluate), so the frame's number is the contract's PRERENDER_FORMAT.
 */
const pageData = (data: JobPageData): PrerenderedPageData =>
  ({ ...data, format: loadedFrame().PRERENDER_FORMAT }) as PrerenderedPageData;

/**
 * The renderer's head for a page, checked: it is the remote's code's answer, and the page renderer
 * writes its fields into every copy of the page. A malformed head fails the job (the page degrades).
 */
function pageHead(
  renderer: PrerenderRenderer,
  path: string,
  search: string,
  data: PrerenderedPageData,
): PageHead {
  const head: unknown = renderer.head(path, search, data);
  const fields = typeof head === 'object' && head !== null ? (head as Record<string, unknown>) : {};
  if (
    typeof fields.title !== 'string' ||
    typeof fields.description !== 'string' ||
    typeof fields.canonicalPath !== 'string' ||
    !fields.canonicalPath.startsWith('/') ||
    typeof fields.indexable !== 'boolean' ||
    !Array.isArray(fields.jsonLd) ||
    !fields.jsonLd.every((item) => typeof item === 'object' && item !== null) ||
    (fields.image !== undefined && typeof fields.image !== 'string')
  ) {
    throw new Error(`the head of ${path} is not a PageHead`);
  }
  return head as PageHead;
}

const jobs: {
  [Job in RenderJob]: (
    renderer: PrerenderRenderer,
    input: RenderJobInputs[Job],
  ) => RenderJobResults[Job] | Promise<RenderJobResults[Job]>;
} = {
  load: () => null,
  dataNeeds: (renderer, { path, search }) => renderer.dataNeeds(path, search).map(String),
  head: (renderer, { path, search, data }) => pageHead(renderer, path, search, pageData(data)),
  /** The whole page: its HTML in the frame, its page data's text (the contract's one writer), its head. */
  async render(renderer, { config, url, remote, path, search, data }): Promise<RenderedPage | null> {
    const seed = pageData(data);
    const frame = loadedFrame();
    const html = await frame.renderPage({
      config,
      url,
      remote,
      RemoteApp: renderer.createPage(seed),
      year: seed.year,
    });
    if (typeof html !== 'string') return null;
    return { html, pageData: frame.writePageData(seed), pageHead: pageHead(renderer, path, search, seed) };
  },
};

const post = (message: WorkerMessage) => port.postMessage(message);

port.on('message', async ({ id, job, renderer, ...input }: JobMessage) => {
  try {
    // The pool sends each job its own input (render-pool.ts `run`).
    const run = jobs[job] as (renderer: PrerenderRenderer, input: unknown) => unknown;
    post({ id, result: await run(rendererFor(renderer), input) });
  } catch (error) {
    post({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

/** An empty page in the frame (the shell's 404 with its header and footer): compiles React and the frame. */
const WARM_UP = { config: { remotes: {}, links: {}, firebase: {}, company: {} }, url: '/', remote: '' };

// The frame (the shell's own code) is loaded and run twice before the worker takes jobs: that cost
// is not a page's, and a page's deadline then measures its renderer.
try {
  const loaded = requireShared(shellRenderer) as ShellFrame;
  frame = loaded;
  let warm = true;
  try {
    for (let round = 0; round < 2; round += 1) {
      await loaded.renderPage({ ...WARM_UP, RemoteApp: () => null, year: new Date().getFullYear() });
    }
  } catch {
    warm = false; // its first page will be its warm-up (render-pool.ts gives it longer)
  }
  post({ ready: true, warm, format: loaded.PRERENDER_FORMAT });
} catch (error) {
  post({ ready: false, error: error instanceof Error ? error.message : String(error) });
}
