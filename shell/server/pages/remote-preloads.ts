// What the browser will need for a route's remote, named up front: its remoteEntry.js and the
// first chunks of its ./App, read from the remote's manifest. The manifest comes from the remote's
// release cache (prerender/remote-releases.ts), the same one pre-rendering reads: one fetch, one
// version of the remote per moment.
import { isRecord } from '../untrusted-json.js';

/** How long a page waits for a manifest it has never seen; afterwards it goes without preloads. */
const FIRST_WAIT_MS = 300;

/** A file the browser is told about up front, as a `<link>` and in the `Link` header. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** true: anonymous CORS (fetch's default); 'use-credentials' for credentials: 'include'. */
  crossorigin?: true | 'use-credentials';
  /** A stylesheet the page needs before it paints: linked as one (the header still preloads it). */
  stylesheet?: boolean;
}

function assetUrl(base: string, file: string): string {
  return new URL(file, base).href;
}

/** The strings of an untrusted list (a manifest's). */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Preload list from a manifest (module-federation 2 `mf-manifest.json`, untrusted JSON). */
export function preloadsFromManifest(manifest: unknown, manifestUrl: string): Preload[] {
  const base = new URL('./', manifestUrl).href;
  const remoteEntry =
    isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.remoteEntry : null;
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string' || !remoteEntry.name) return [];
  const entryPath = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path}/` : '';
  // The browser loads remoteEntry.js directly (runtime-config `entry`), never the manifest.
  const preloads: Preload[] = [{ href: assetUrl(base, `${entryPath}${remoteEntry.name}`), as: 'script' }];
  const exposes =
    isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes.filter(isRecord) : [];
  const app = exposes.find((expose) => expose.path === './App') ?? exposes[0];
  const assets = isRecord(app?.assets) ? app.assets : {};
  const sync = (kind: 'css' | 'js') => strings(isRecord(assets[kind]) ? assets[kind].sync : undefined);
  for (const file of sync('css')) preloads.push({ href: assetUrl(base, file), as: 'style' });
  for (const file of sync('js')) preloads.push({ href: assetUrl(base, file), as: 'script' });
  return preloads;
}

/** The remotes' release cache as the preloads read it (createRemoteReleases). */
export interface PreloadReleases {
  get(manifestUrl: string): Promise<{ preloads: Preload[] } | null>;
}

export function createRemotePreloads({
  releases,
}: {
  releases: PreloadReleases;
}): (manifestUrl: string) => Promise<Preload[]> {
  /** The preloads for the remote whose manifest is at `url`; never waits long. */
  return async function preloadsFor(url) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FIRST_WAIT_MS)));
    try {
      // A remote that is down (or slower than that the first time) gets no preloads.
      return (await Promise.race([releases.get(url), timeout]))?.preloads ?? [];
    } finally {
      clearTimeout(timer);
    }
  };
}

/** `<link>` tags and the equivalent `Link` header value. */
export function preloadLinks(
  preloads: readonly Preload[],
  escapeHtml: (text: string) => string,
): { tags: string; header: string } {
  const tags: string[] = [];
  const header: string[] = [];
  // Scripts and stylesheets load without CORS, fetches with it: two connection pools, one
  // preconnect for each pool the preloads use.
  const pools = new Set<string>();
  for (const { href, crossorigin } of preloads) {
    if (!/^https?:/.test(href)) continue;
    pools.add(`${new URL(href).origin}${crossorigin ? ' crossorigin' : ''}`);
  }
  for (const pool of pools) {
    const [origin = '', cors] = pool.split(' ');
    tags.push(`<link rel="preconnect" href="${escapeHtml(origin)}"${cors ? ' crossorigin' : ''}>`);
  }
  for (const { href, as, crossorigin, stylesheet } of preloads) {
    // true: anonymous CORS (fetch's default); 'use-credentials' for credentials: 'include'.
    const mode = crossorigin === true ? '' : crossorigin;
    const attribute = crossorigin ? ` crossorigin${mode ? `="${mode}"` : ''}` : '';
    const parameter = crossorigin ? `; crossorigin${mode ? `=${mode}` : ''}` : '';
    // A stylesheet the page needs before it paints is linked as one (the header still preloads it).
    tags.push(
      stylesheet
        ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
        : `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${attribute}>`,
    );
    // Inside <…> of a header: no spaces, controls, quotes or angle brackets.
    const headerUrl = href.replace(/[^\x21-\x7e]|[<>"]/g, (char) => encodeURIComponent(char));
    header.push(`<${headerUrl}>; rel=preload; as=${as}${parameter}`);
  }
  return { tags: tags.join(''), header: header.join(', ') };
}
