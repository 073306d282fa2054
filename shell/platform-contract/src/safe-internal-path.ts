const PROBE_ORIGIN = 'http://busqy.invalid';

/**
 * A path that stays on this site ('/x'), or null. Rejects protocol-relative ('//host'),
 * backslash tricks ('/\\host', which browsers read as '//host'), control characters (the URL parser
 * drops tabs and newlines, so '/\t/host' would become '//host') and anything with a scheme.
 */
export function safeInternalPath(candidate: string | null | undefined): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  try {
    if (new URL(candidate, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return candidate;
}
