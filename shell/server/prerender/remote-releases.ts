// One cache per remote release: the remote's mf-manifest.json and everything the shell server derives
// from it (the browser's preloads, the published pre-renderer's code, the page assets and their CSS),
// keyed by the manifest's hash. Single-flight (one load per remote at a time), revalidated with the
// manifest's ETag every few seconds, and served stale while it revalidates: a remote deploy shows up
// without a shell release, and a slow remote never holds a page up once its release is known.
//
// The renderer's code is only fetched and checked here, never run: render-pool.mjs runs it in worker
// threads. What is checked (README "Trust boundary"): it comes from the remote's own origin, which
// must be one the run-time config names; its bytes hash to the sha256 the release publishes.
import { createHash } from 'node:crypto';
import { preloadsFromManifest } from '../pages/remote-preloads.js';
import { fetchInlineStyles } from '../pages/inline-styles.js';

const SHA256 = /^[0-9a-f]{64}$/;

async function fetchOk(fetchImpl, url, timeoutMs, headers = {}) {
  const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok && response.status !== 304) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * The remote's page-assets.json as absolute URLs ({ groupName: { css, js } }); empty when it has none
 * (an older remote: its pages are still pre-rendered, their CSS comes with the JavaScript as before).
 */
async function pageAssets(fetchImpl, base, timeoutMs) {
  try {
    const response = await fetchOk(fetchImpl, new URL('page-assets.json', base), timeoutMs);
    const published = await response.json();
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

/** Origins the run-time config loads remotes from, and the (non-production) override origins. */
export function configuredOrigins(config, overrideOrigins = []) {
  const urls = Object.values(config?.remotes ?? {}).flatMap((remote) => [remote.entry, remote.manifest]);
  return new Set([...urls.filter(Boolean).map((url) => new URL(url).origin), ...overrideOrigins]);
}

/**
 * The release's pre-renderer: prerender/index.json beside the manifest names the renderer file and
 * its sha256; the manifest, when the prerender build wrote into it (`prerender: { renderer, sha256 }`,
 * production builds), must name the same. Throws (with the reason to log) when anything is off.
 */
async function loadPrerender({ manifest, manifestUrl, fetchImpl, timeoutMs, trusted }) {
  const base = new URL('.', manifestUrl);
  const indexUrl = new URL('prerender/index.json', base);
  const response = await fetchImpl(indexUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null; // publishes no pre-renderer (checkout, a dev server)
  if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
  const index = await response.json();
  // Its format is checked against the frame's where it is used (page-content.mjs, render-worker.mjs).
  if (!Number.isInteger(index?.format) || typeof index.renderer !== 'string') {
    throw new Error(`${indexUrl}: not a pre-render index`);
  }
  const published = manifest.prerender;
  // Only the remote's own origin, and only an origin the run-time config names: a manifest or index
  // that points elsewhere never gets code into the shell server.
  const named = [
    new URL(index.renderer, indexUrl),
    ...(published ? [new URL(String(published.renderer), base)] : []),
  ];
  for (const url of named) {
    if (url.origin !== base.origin || !trusted.has(url.origin)) {
      throw new Error(`refused renderer ${url.href}: not on the remote's configured origin ${base.origin}`);
    }
  }
  const [rendererUrl] = named;
  if (named.some((url) => url.href !== rendererUrl.href)) {
    throw new Error(`${indexUrl} and mf-manifest.json name different renderers`);
  }
  const sha256 = published?.sha256 ?? index.sha256;
  if (!SHA256.test(String(sha256)) || index.sha256 !== sha256) {
    throw new Error(`${indexUrl}: its sha256 is missing or differs from mf-manifest.json's`);
  }
  const code = await (await fetchOk(fetchImpl, rendererUrl, timeoutMs)).text();
  const actual = createHash('sha256').update(code).digest('hex');
  if (actual !== sha256) {
    throw new Error(
      `refused renderer ${rendererUrl.href}: its sha256 is ${actual}, the release says ${sha256}`,
    );
  }
  const assets = await pageAssets(fetchImpl, base, timeoutMs);
  // Every page's CSS of this release (content-hashed files, a few KB each), once.
  const styles = await fetchInlineStyles(
    Object.values(assets).flatMap((group) => group.css),
    { fetchImpl, timeoutMs },
  );
  return { index, code, url: rendererUrl.href, sha256, assets, styles };
}

/**
 * @typedef {object} RemoteRelease
 * @property {string} version     the manifest's hash (16 hex digits)
 * @property {object} manifest    mf-manifest.json
 * @property {object[]} preloads  what the browser will need first (remote-preloads.mjs)
 * @property {{ index: object, code: string, url: string, sha256: string,
 *   assets: Record<string, { css: string[], js: string[] }>, styles: Map<string, string> } | null} prerender
 *   the checked pre-renderer (code not run here) and the page assets; null when none can be used
 */

/**
 * @param {object} options
 * @param {() => Promise<object>|object} options.runtimeConfig  its remotes' origins are the trusted ones
 * @param {string[]} [options.remoteOverrideOrigins]  also trusted (non-production overrides)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.recheckMs]  how long a manifest is trusted before it is revalidated
 * @param {number} [options.timeoutMs]
 * @param {() => number} [options.now]
 * @param {{ warn(...args: unknown[]): void }} [options.log]
 */
export function createRemoteReleases({
  runtimeConfig,
  remoteOverrideOrigins = [],
  fetchImpl = fetch,
  recheckMs = 5000,
  timeoutMs = 2000,
  now = Date.now,
  log = console,
}) {
  /** manifest URL → { checkedAt, etag, release, pending } */
  const remotes = new Map();

  async function load(manifestUrl, state) {
    try {
      const response = await fetchOk(
        fetchImpl,
        manifestUrl,
        timeoutMs,
        state.etag && state.release ? { 'if-none-match': state.etag } : {},
      );
      let { release } = state;
      if (response.status !== 304) {
        const text = await response.text();
        const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
        state.etag = response.headers.get('etag');
        if (version !== release?.version) {
          const manifest = JSON.parse(text);
          release = {
            version,
            manifest,
            preloads: preloadsFromManifest(manifest, manifestUrl),
            prerender: null,
          };
          state.failure = 'none yet';
        }
      }
      // A release whose pre-renderer failed (a timeout, a refusal) is tried again at each check; the
      // same reason is logged once.
      if (!release.prerender && state.failure) {
        try {
          const trusted = configuredOrigins(await runtimeConfig(), remoteOverrideOrigins);
          release = {
            ...release,
            prerender: await loadPrerender({ ...release, manifestUrl, fetchImpl, timeoutMs, trusted }),
          };
          state.failure = null;
        } catch (error) {
          // Its pages are rendered by the browser alone until a release that passes the checks.
          if (error.message !== state.failure) {
            log.warn(
              `[prerender] ${manifestUrl} (release ${release.version}): not pre-rendered: ${error.message}`,
            );
          }
          state.failure = error.message;
        }
      }
      state.release = release;
    } catch {
      // Down: nothing is known of it (its routes show their fallback); asked again next time.
      state.release = null;
      state.etag = null;
    } finally {
      state.checkedAt = now();
      state.pending = null;
    }
  }

  return {
    /**
     * The remote's current release: the last one known while it is revalidated, else (first time,
     * or the remote was down) the one being loaded. Null while the remote is down.
     * @param {string} manifestUrl
     * @returns {Promise<RemoteRelease | null>}
     */
    async get(manifestUrl) {
      let state = remotes.get(manifestUrl);
      if (!state) {
        state = { checkedAt: -Infinity, etag: null, release: null, failure: null, pending: null };
        remotes.set(manifestUrl, state);
      }
      if (now() - state.checkedAt >= recheckMs) state.pending ??= load(manifestUrl, state);
      if (state.release) return state.release;
      await state.pending;
      return state.release;
    },
    /** Resolves when no release is being loaded (tests: after a revalidation served stale). */
    async settled() {
      await Promise.all([...remotes.values()].map((state) => state.pending));
    },
  };
}
