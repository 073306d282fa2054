// A pre-render worker (render-pool.mjs starts a few): loads the shell's frame (dist-ssr/renderer.cjs)
// once, evaluates each remote renderer it is sent once per release (by its sha256), and renders whole
// pages with them. Off the main thread, a renderer that loops or runs out of memory stops this worker
// only; the pool terminates and replaces it.
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

const { shellRenderer, sharedPackages } = workerData;
const requireShared = createRequire(shellRenderer);

/** sha256 → the evaluated renderer, or the error its evaluation threw (not evaluated again). */
const renderers = new Map();
let frame;

/**
 * Runs a renderer's CommonJS code with nothing but the shared packages to require (one React on the
 * server too): a renderer cannot depend on the shell server's internals. Not a sandbox (README).
 */
function evaluate(code, filename) {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename });
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
  const renderer = module.exports.default;
  const format = frame?.PRERENDER_FORMAT;
  if (
    renderer?.format !== format ||
    !Array.isArray(renderer.pages) ||
    typeof renderer.dataNeeds !== 'function' ||
    typeof renderer.head !== 'function' ||
    typeof renderer.createPage !== 'function'
  ) {
    throw new Error(`${filename}: not a pre-renderer of format ${format}`);
  }
  return renderer;
}

function rendererFor({ sha256, code, url }) {
  if (!renderers.has(sha256)) {
    if (code === undefined) throw new Error(`renderer ${sha256} was not sent`);
    try {
      renderers.set(sha256, { renderer: evaluate(code, url) });
    } catch (error) {
      renderers.set(sha256, { error });
    }
  }
  const loaded = renderers.get(sha256);
  if (loaded.error) throw loaded.error;
  return loaded.renderer;
}

/** The page data as the renderer sees it (PrerenderedPageData: the frame's format). */
const pageData = (data) => ({ ...data, format: frame.PRERENDER_FORMAT });

const jobs = {
  dataNeeds: (renderer, { path, search }) => renderer.dataNeeds(path, search).map(String),
  head: (renderer, { path, search, data }) => renderer.head(path, search, pageData(data)),
  /** The whole page: its HTML in the frame, its page data's text (the contract's one writer), its head. */
  async render(renderer, { config, url, remote, path, search, data }) {
    const seed = pageData(data);
    const html = await frame.renderPage({
      config,
      url,
      remote,
      RemoteApp: renderer.createPage(seed),
      year: seed.year,
    });
    if (typeof html !== 'string') return null;
    return { html, pageData: frame.writePageData(seed), pageHead: renderer.head(path, search, seed) };
  },
};

parentPort.on('message', async ({ id, job, renderer, ...input }) => {
  try {
    const result = await jobs[job](rendererFor(renderer), input);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

/** An empty page in the frame (the shell's 404 with its header and footer): compiles React and the frame. */
const WARM_UP = { config: { remotes: {}, links: {}, firebase: {}, company: {} }, url: '/', remote: '' };

// The frame (the shell's own code) is loaded and run twice before the worker takes jobs: that cost
// is not a page's, and a page's deadline then measures its renderer.
try {
  frame = requireShared(shellRenderer);
  let warm = true;
  try {
    for (let round = 0; round < 2; round += 1) {
      await frame.renderPage({ ...WARM_UP, RemoteApp: () => null, year: new Date().getFullYear() });
    }
  } catch {
    warm = false; // its first page will be its warm-up (render-pool.mjs gives it longer)
  }
  parentPort.postMessage({ ready: true, warm, format: frame.PRERENDER_FORMAT });
} catch (error) {
  parentPort.postMessage({ ready: false, error: error.message });
}
