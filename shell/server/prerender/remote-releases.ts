// One cache per remote release: the remote's mf-manifest.json and everything the shell server derives
// from it (the browser's preloads, the published pre-renderer's code, the page assets and their CSS),
// keyed by the manifest's hash. Single-flight (one load per remote at a time), revalidated with the
// manifest's ETag every few seconds, and served stale while it revalidates: a remote deploy shows up
// without a shell release, and a slow remote never holds a page up once its release is known.
//
// The renderer's code is only fetched and checked here, never run: render-pool.ts runs it in worker
// threads. What is checked (README "Trust boundary"): it comes from the remote's own origin, which
// must be one the run-time config names; its bytes hash to the sha256 the release publishes.
import { createHash } from 'node:crypto';
import type { PrerenderIndex } from '@busqy/platform-contract/prerender';
import { type Preload, preloadsFromManifest } from '../pages/remote-preloads.js';
import { fetchInlineStyles } from '../pages/inline-styles.js';
import type { OverridableConfig } from '../remote-overrides.js';
import { isRecord } from '../untrusted-json.js';
import { PRERENDER_FILES } from './prerender-files.js';
import type { WarnLog } from './render-pool.js';

const SHA256 = /^[0-9a-f]{64}$/;

type Fetch = typeof fetch;

/** A remote's page-assets.json group: its chunks' files, as absolute URLs. */
export interface AssetGroup {
  css: string[];
  js: string[];
}

/**
 * The release's prerender/index.json as far as it is checked here (its format and renderer file);
 * `pages` is the remote's, read where it is used (page-content.ts, route-table.ts).
 */
export type PublishedIndex = Pick<PrerenderIndex, 'renderer' | 'sha256'> & {
  format: number;
  pages?: unknown;
};

/** The checked pre-renderer (code not run here) and the page assets. */
export interface PublishedPrerender {
  index: PublishedIndex;
  code: string;
  url: string;
  sha256: string;
  /** Chunk group name → its files. */
  assets: Record<string, AssetGroup>;
  /** CSS URL → its text, ready to inline. */
  styles: Map<string, string>;
}

export interface RemoteRelease {
  /** The manifest's hash (16 hex digits). */
  version: string;
  /** mf-manifest.json (the remote's JSON, read where it is used). */
  manifest: unknown;
  /** What the browser will need first (remote-preloads.ts). */
  preloads: Preload[];
  /**
   * The pages its prerender/index.json lists (the remote's, untrusted: route-table.ts checks each),
   * even when its renderer cannot be used; null when it publishes no index (or it is not read yet).
   */
  pages: unknown[] | null;
  /** Null when none can be used. */
  prerender: PublishedPrerender | null;
}

async function fetchOk(
  fetchImpl: Fetch,
  url: string | URL,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok && response.status !== 304) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * The remote's page-assets.json as absolute URLs ({ groupName: { css, js } }); empty when it has none
 * (an older remote: its pages are still pre-rendered, their CSS comes with the JavaScript as before).
 */
async function pageAssets(
  fetchImpl: Fetch,
  base: URL,
  timeoutMs: number,
): Promise<Record<string, AssetGroup>> {
  try {
    const { file, format } = PRERENDER_FILES.pageAssets;
    const response = await fetchOk(fetchImpl, new URL(file, base), timeoutMs);
    const published: unknown = await response.json();
    if (!isRecord(published) || published.format !== format || !isRecord(published.groups)) return {};
    const absolute = (files: unknown) =>
      (Array.isArray(files) ? files : [])
        .filter(
          (file): file is string =>
            typeof file === 'string' && /^[\w./-]+$/.test(file) && !file.includes('..'),
        )
        .map((file) => new URL(file, base).href);
    return Object.fromEntries(
      Object.entries(published.groups).map(([name, group]) => [
        name,
        isRecord(group) ? { css: absolute(group.css), js: absolute(group.js) } : { css: [], js: [] },
      ]),
    );
  } catch {
    return {};
  }
}

/** Origins the run-time config loads remotes from, and the (non-production) override origins. */
export function configuredOrigins(
  config: OverridableConfig | undefined,
  overrideOrigins: readonly string[] = [],
): Set<string> {
  const urls = Object.values(config?.remotes ?? {}).flatMap((remote) => [remote.entry, remote.manifest]);
  return new Set([
    ...urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin),
    ...overrideOrigins,
  ]);
}

/** Whether the manifest names its renderer (production builds; README "Trust boundary"). */
function pinsRenderer(manifest: unknown): boolean {
  return isRecord(manifest) && isRecord(manifest.prerender);
}

/** The release's prerender/index.json beside its manifest; null when it publishes none. */
async function fetchIndex(
  manifestUrl: string,
  fetchImpl: Fetch,
  timeoutMs: number,
): Promise<{ indexUrl: URL; index: unknown } | null> {
  const indexUrl = new URL(PRERENDER_FILES.prerenderIndex, new URL('.', manifestUrl));
  const response = await fetchImpl(indexUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null; // publishes no pre-renderer (checkout, a dev server)
  if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
  return { indexUrl, index: await response.json() };
}

/**
 * The release's pre-renderer: its prerender/index.json names the renderer file and its sha256; the
 * manifest, when the prerender build wrote into it (`prerender: { renderer, sha256 }`, production
 * builds), must name the same. Throws (with the reason to log) when anything is off.
 */
async function loadPrerender({
  manifest,
  manifestUrl,
  indexUrl,
  index,
  fetchImpl,
  timeoutMs,
  trusted,
}: {
  manifest: unknown;
  manifestUrl: string;
  indexUrl: URL;
  index: unknown;
  fetchImpl: Fetch;
  timeoutMs: number;
  trusted: Set<string>;
}): Promise<PublishedPrerender> {
  const base = new URL('.', manifestUrl);
  // Its format is checked against the frame's where it is used (page-content.ts, render-worker.ts).
  if (!isRecord(index) || !Number.isInteger(index.format) || typeof index.renderer !== 'string') {
    throw new Error(`${indexUrl}: not a pre-render index`);
  }
  const published = isRecord(manifest) && isRecord(manifest.prerender) ? manifest.prerender : undefined;
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
  const rendererUrl = named[0] as URL; // the index's, always there
  if (named.some((url) => url.href !== rendererUrl.href)) {
    throw new Error(`${indexUrl} and mf-manifest.json name different renderers`);
  }
  const sha256 = published?.sha256 ?? index.sha256;
  if (typeof sha256 !== 'string' || !SHA256.test(sha256) || index.sha256 !== sha256) {
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
  const checked = { ...index, format: index.format as number, renderer: index.renderer, sha256 };
  return { index: checked, code, url: rendererUrl.href, sha256, assets, styles };
}

export interface RemoteReleasesOptions {
  /** Its remotes' origins are the trusted ones. */
  runtimeConfig: () => Promise<OverridableConfig> | OverridableConfig;
  /** Also trusted (non-production overrides). */
  remoteOverrideOrigins?: readonly string[];
  fetchImpl?: Fetch;
  /** How long a manifest is trusted before it is revalidated. */
  recheckMs?: number;
  timeoutMs?: number;
  now?: () => number;
  log?: WarnLog;
}

interface RemoteState {
  checkedAt: number;
  etag: string | null;
  release: RemoteRelease | null;
  /** Why its pre-renderer was refused (logged once), 'none yet' before the first try, null once loaded. */
  failure: string | null;
  pending: Promise<void> | null;
  /** The sha256 of the last renderer loaded from it (kept while it is down), null before the first. */
  renderer: string | null;
}

/** Told of a remote's new renderer: one deployed while the shell runs (not its first). */
export type NewRendererListener = (manifestUrl: string, published: PublishedPrerender) => void;

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;

export function createRemoteReleases({
  runtimeConfig,
  remoteOverrideOrigins = [],
  fetchImpl = fetch,
  recheckMs = 5000,
  timeoutMs = 2000,
  now = Date.now,
  log = console,
}: RemoteReleasesOptions) {
  /** Manifest URL → what is known of that remote. */
  const remotes = new Map<string, RemoteState>();
  const newRendererListeners = new Set<NewRendererListener>();

  /** A renderer loaded from `manifestUrl`: listeners hear of it when it replaces another. */
  function rendererLoaded(manifestUrl: string, state: RemoteState, published: PublishedPrerender) {
    const replaced = state.renderer !== null && state.renderer !== published.sha256;
    state.renderer = published.sha256;
    if (!replaced) return;
    for (const listener of newRendererListeners) {
      // A listener's failure is its own: the release loaded all the same.
      try {
        listener(manifestUrl, published);
      } catch (error) {
        log.warn(`[prerender] ${manifestUrl}: a new-renderer listener failed: ${String(error)}`);
      }
    }
  }

  async function load(manifestUrl: string, state: RemoteState): Promise<void> {
    try {
      const response = await fetchOk(
        fetchImpl,
        manifestUrl,
        timeoutMs,
        state.etag && state.release ? { 'if-none-match': state.etag } : {},
      );
      let { release }: { release: RemoteRelease | null } = state;
      if (response.status !== 304) {
        const text = await response.text();
        const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
        state.etag = response.headers.get('etag');
        if (version !== release?.version) {
          const manifest: unknown = JSON.parse(text);
          release = {
            version,
            manifest,
            preloads: preloadsFromManifest(manifest, manifestUrl),
            pages: null,
            prerender: null,
          };
          state.failure = 'none yet';
        }
      }
      // A release whose pre-renderer failed (a timeout, a refusal) is tried again at each check; the
      // same reason is logged once.
      if (!release) throw new Error(`${manifestUrl}: 304 with no release known`);
      if (release.prerender && !pinsRenderer(release.manifest)) {
        // A manifest that does not name its renderer (a dev server's, kept in memory, never changes
        // while its pre-render build rebuilds in watch mode): the index says whether it changed.
        const published = await fetchIndex(manifestUrl, fetchImpl, timeoutMs).catch(() => undefined);
        const sha256 = isRecord(published?.index) ? published.index.sha256 : undefined;
        if (published === null || (sha256 !== undefined && sha256 !== release.prerender.sha256)) {
          release = { ...release, pages: null, prerender: null };
          state.failure = 'none yet';
        }
      }
      if (!release.prerender && state.failure) {
        try {
          const published = await fetchIndex(manifestUrl, fetchImpl, timeoutMs);
          // Its page list is routed (route-table.ts) even if its renderer cannot be used.
          const listed = isRecord(published?.index) ? published.index.pages : undefined;
          release = { ...release, pages: release.pages ?? (Array.isArray(listed) ? listed : null) };
          const trusted = configuredOrigins(await runtimeConfig(), remoteOverrideOrigins);
          release = {
            ...release,
            prerender: published
              ? await loadPrerender({ ...release, ...published, manifestUrl, fetchImpl, timeoutMs, trusted })
              : null,
          };
          state.failure = null;
          if (release.prerender) rendererLoaded(manifestUrl, state, release.prerender);
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          // Its pages are rendered by the browser alone until a release that passes the checks.
          if (why !== state.failure) {
            log.warn(`[prerender] ${manifestUrl} (release ${release.version}): not pre-rendered: ${why}`);
          }
          state.failure = why;
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
     */
    async get(manifestUrl: string): Promise<RemoteRelease | null> {
      let state = remotes.get(manifestUrl);
      if (!state) {
        state = {
          checkedAt: -Infinity,
          etag: null,
          release: null,
          failure: null,
          pending: null,
          renderer: null,
        };
        remotes.set(manifestUrl, state);
      }
      if (now() - state.checkedAt >= recheckMs) state.pending ??= load(manifestUrl, state);
      if (state.release) return state.release;
      await state.pending;
      return state.release;
    },
    /**
     * Calls `listener` with each renderer a remote publishes while the shell runs (a deploy: the
     * release's renderer differs from the last one loaded from that remote). Returns its removal.
     */
    onNewRenderer(listener: NewRendererListener): () => void {
      newRendererListeners.add(listener);
      return () => void newRendererListeners.delete(listener);
    },
    /** Resolves when no release is being loaded (tests: after a revalidation served stale). */
    async settled(): Promise<void> {
      await Promise.all([...remotes.values()].map((state) => state.pending));
    },
  };
}
