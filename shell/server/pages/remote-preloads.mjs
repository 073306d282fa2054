// What the browser will need for a route's remote, named up front: its remoteEntry.js and the
// first chunks of its ./App, read from the remote's manifest. The manifest comes from the remote's
// release cache (prerender/remote-releases.mjs), the same one pre-rendering reads: one fetch, one
// version of the remote per moment.

/** How long a page waits for a manifest it has never seen; afterwards it goes without preloads. */
const FIRST_WAIT_MS = 300;

function assetUrl(base, file) {
  return new URL(file, base).href;
}

/** Preload list from a manifest (module-federation 2 `mf-manifest.json`). */
export function preloadsFromManifest(manifest, manifestUrl) {
  const base = new URL('./', manifestUrl).href;
  const remoteEntry = manifest?.metaData?.remoteEntry;
  if (!remoteEntry?.name) return [];
  // The browser loads remoteEntry.js directly (runtime-config `entry`), never the manifest.
  const preloads = [
    {
      href: assetUrl(base, `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`),
      as: 'script',
    },
  ];
  const app = (manifest.exposes ?? []).find((expose) => expose.path === './App') ?? manifest.exposes?.[0];
  for (const file of app?.assets?.css?.sync ?? []) preloads.push({ href: assetUrl(base, file), as: 'style' });
  for (const file of app?.assets?.js?.sync ?? []) preloads.push({ href: assetUrl(base, file), as: 'script' });
  return preloads;
}

/**
 * @param {{ releases: { get(manifestUrl: string): Promise<{ preloads: object[] } | null> } }} options
 *   the remotes' release cache (createRemoteReleases)
 */
export function createRemotePreloads({ releases }) {
  /** The preloads for the remote whose manifest is at `url`; never waits long. */
  return async function preloadsFor(url) {
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve(null), FIRST_WAIT_MS)));
    try {
      // A remote that is down (or slower than that the first time) gets no preloads.
      return (await Promise.race([releases.get(url), timeout]))?.preloads ?? [];
    } finally {
      clearTimeout(timer);
    }
  };
}

/** `<link>` tags and the equivalent `Link` header value. */
export function preloadLinks(preloads, escapeHtml) {
  const tags = [];
  const header = [];
  // Scripts and stylesheets load without CORS, fetches with it: two connection pools, one
  // preconnect for each pool the preloads use.
  const pools = new Set();
  for (const { href, crossorigin } of preloads) {
    if (!/^https?:/.test(href)) continue;
    pools.add(`${new URL(href).origin}${crossorigin ? ' crossorigin' : ''}`);
  }
  for (const pool of pools) {
    const [origin, cors] = pool.split(' ');
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
