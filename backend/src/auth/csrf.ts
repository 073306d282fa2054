import type { IncomingHttpHeaders } from 'node:http';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'Origem da requisição não permitida';

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on cross-origin (and
 * most same-origin) writes; when it is absent, Sec-Fetch-Site still tells a cross-site request apart.
 * Requests with neither header (curl, server-to-server) carry no ambient browser cookie risk.
 * Webhooks are called by Stripe, whose origin is not ours, and are authenticated by signature.
 * Returns the reason to refuse, or null to let the request through.
 */
export function csrfRejection(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): string | null {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return null;
  if (path === '/webhooks' || path.startsWith('/webhooks/')) return null;
  const origin = headers.origin;
  if (origin !== undefined) return allowedOrigins.includes(origin) ? null : CSRF_MESSAGE;
  return headers['sec-fetch-site'] === 'cross-site' ? CSRF_MESSAGE : null;
}
