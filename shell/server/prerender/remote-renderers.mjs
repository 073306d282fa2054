// The pre-renderers the remotes publish beside their manifest (dist/prerender/index.json names a
// content-hashed renderer.<hash>.cjs). Loaded from the remote's origin named by the run-time config,
// kept while the remote's mf-manifest.json is unchanged, reloaded when it changes (a remote deploy
// ships its new HTML without a shell release), and null while the remote is down. The pages' CSS is
// fetched with it, to be inlined in their HTML.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { fetchInlineStyles } from '../pages/inline-styles.js';

/** What a renderer may require: the packages the page shares (one React on the server too). */
export const SHARED_PACKAGES = Object.freeze(['react', 'react/jsx-runtime', 'react-dom']);

// TODO(B): PRERENDER_FORMAT of @busqy/platform-contract/prerender (the shell frame exports it).
const FORMAT = 2;

async function fetchText(fetchImpl, url, timeoutMs) {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Runs a renderer's CommonJS code. Remotes are first-party code the browser runs anyway; this gives
 * them nothing but the shared packages (no `process`-reaching `require`), which keeps a renderer
 * from depending on the shell server's internals. It is not a sandbox.
 */
function evaluate(code, filename, requireShared) {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename });
  wrapper(
    module.exports,
    (id) => {
      if (!SHARED_PACKAGES.includes(id)) throw new Error(`${filename}: may not require "${id}"`);
      return requireShared(id);
    },
    module,
  );
  // PrerenderRenderer (@busqy/platform-contract/prerender), the module's default export.
  const renderer = module.exports.default;
  if (
    renderer?.format !== FORMAT ||
    !Array.isArray(renderer.pages) ||
    typeof renderer.dataNeeds !== 'function' ||
    typeof renderer.head !== 'function' ||
    typeof renderer.createPage !== 'function'
  ) {
    throw new Error(`${filename}: not a pre-renderer of format ${FORMAT}`);
  }
  return renderer;
}

/**
 * The remote's page-assets.json as absolute URLs ({ groupName: { css, js } }); empty when it has none
 * (an older remote: its pages are still pre-rendered, their CSS comes with the JavaScript as before).
 */
async function pageAssets(fetchImpl, base, timeoutMs) {
  try {
    const published = JSON.parse(await fetchText(fetchImpl, new URL('page-assets.json', base), timeoutMs));
    if (published.format !== 1 || typeof published.groups !== 'object') return {};
    const absolute = (files) =>
      (Array.isArray(files) ? files : [])
        .filter((file) => typeof file === 'string' && /^[\w./-]+$/.test(file) && !file.includes('..'))
        .map((file) => new URL(file, base).href);
    return Object.fromEntries(
      Object.entries(published.groups).map(([name, group]) => [
        name,
        { css: absolute(group?.css), js: absolute(group?.js) },
      ]),
    );
  } catch {
    return {};
  }
}

/**
 * @param {object} options
 * @param {string} options.sharedFrom   a file whose node_modules resolve the shared packages
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.recheckMs]  how long a manifest is trusted before it is fetched again
 * @param {number} [options.timeoutMs]
 * @param {() => number} [options.now]
 */
export function createRemoteRenderers({
  sharedFrom,
  fetchImpl = fetch,
  recheckMs = 5000,
  timeoutMs = 2000,
  now = Date.now,
}) {
  const requireShared = createRequire(sharedFrom);
  /** @type {Map<string, { checkedAt: number, version: string|null, renderer: object|null, pending: Promise<void>|null }>} */
  const remotes = new Map();

  async function refresh(entry, state) {
    try {
      const manifest = await fetchText(fetchImpl, entry, timeoutMs);
      const version = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
      if (version !== state.version || !state.renderer) {
        const base = new URL('.', entry);
        const index = JSON.parse(
          await fetchText(fetchImpl, new URL('prerender/index.json', base), timeoutMs),
        );
        if (index.format !== FORMAT || !/^[\w.-]+\.cjs$/.test(String(index.renderer))) {
          throw new Error(`${base}prerender/index.json: unknown format`);
        }
        const url = new URL(`prerender/${index.renderer}`, base).href;
        const [code, assets] = await Promise.all([
          fetchText(fetchImpl, url, timeoutMs),
          pageAssets(fetchImpl, base, timeoutMs).then(async (groups) => ({
            groups,
            // Every page's CSS of this release (content-hashed files, a few KB each), once.
            styles: await fetchInlineStyles(
              Object.values(groups).flatMap((group) => group.css),
              { fetchImpl, timeoutMs },
            ),
          })),
        ]);
        state.renderer = evaluate(code, url, requireShared);
        state.assets = assets.groups;
        state.styles = assets.styles;
        state.version = version;
      }
    } catch (error) {
      // Down, or no pre-renderer published: its pages are rendered by the browser alone.
      state.renderer = null;
      state.version = null;
      state.error = error;
    } finally {
      state.checkedAt = now();
      state.pending = null;
    }
  }

  return {
    /**
     * `styles`: the CSS of `assets` that can be inlined, by URL (the others are linked).
     * @returns {Promise<{ renderer: object, version: string, assets: Record<string, { css: string[], js: string[] }>, styles: Map<string, string> } | null>}
     */
    async get(name, entry) {
      const key = `${name} ${entry}`;
      let state = remotes.get(key);
      if (!state) {
        state = { checkedAt: -Infinity, version: null, renderer: null, pending: null };
        remotes.set(key, state);
      }
      if (now() - state.checkedAt >= recheckMs) state.pending ??= refresh(entry, state);
      if (state.pending) await state.pending;
      return state.renderer
        ? {
            renderer: state.renderer,
            version: state.version,
            assets: state.assets ?? {},
            styles: state.styles ?? new Map(),
          }
        : null;
    },
  };
}
