// Stylesheets a page needs before it paints, inlined in its HTML as
// <style data-href="<the file's URL>">: the first paint waits for no other request (on a phone, a new
// connection and a round trip each). webpack's CSS chunk loader (mini-css-extract-plugin's runtime,
// `findStylesheet`) takes a <style data-href> equal to the chunk's URL for the file itself, so the
// JavaScript never fetches the file again.

/** A larger stylesheet is linked instead: inlined, it would delay the HTML more than a request costs. */
export const INLINE_STYLE_MAX_BYTES = 40 * 1024;

/** url(…) that is not a data: URI, an absolute URL or a fragment resolves against the file's URL. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:data:|[a-z][\w+.-]*:\/\/|#))/i;
const SOURCE_MAP = /\/\*# sourceMappingURL=([^\s*]+)\s*\*\/\s*$/;

/**
 * `css` as it can sit inside a <style> of the page, or null when it must stay a link: too large, or
 * anything whose meaning would change once it is no longer at `href` (relative url(), @import) or
 * that would end the element early (`</style`).
 * @param href  where the file is served: absolute, or root-relative for the shell's own
 */
export function inlinableCss(css: string, href: string): string | null {
  if (Buffer.byteLength(css) > INLINE_STYLE_MAX_BYTES) return null;
  if (/<\/style/i.test(css) || /@import/i.test(css) || RELATIVE_URL.test(css)) return null;
  // The source map comment is relative to the file: point it at the map's real address.
  return css.replace(SOURCE_MAP, (_, map: string) => {
    const resolved = new URL(map, new URL(href, 'http://same-origin.invalid'));
    const url = resolved.origin === 'http://same-origin.invalid' ? resolved.pathname : resolved.href;
    return `/*# sourceMappingURL=${url} */`;
  });
}

/** The stylesheet at `href` inlined (`css` from inlinableCss). */
export function styleTag(href: string, css: string, escapeHtml: (text: string) => string): string {
  return `<style data-href="${escapeHtml(href)}">${css}</style>`;
}

/**
 * Fetches each stylesheet and keeps those that can be inlined; one that fails or cannot be inlined
 * is left out (the page links it, as without inlining).
 * @param urls  absolute URLs
 * @returns url → CSS ready for styleTag
 */
export async function fetchInlineStyles(
  urls: readonly string[],
  {
    fetchImpl = fetch,
    timeoutMs = 2000,
  }: { fetchImpl?: (url: string, init: RequestInit) => Promise<Response>; timeoutMs?: number } = {},
): Promise<Map<string, string>> {
  const styles = new Map<string, string>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return;
        const css = inlinableCss(await response.text(), url);
        if (css !== null) styles.set(url, css);
      } catch {
        // Unreachable or too slow: linked as before.
      }
    }),
  );
  return styles;
}
