import { invalidParam } from './errors';

/** Stripe rejects redirect URLs that are not absolute http(s) URLs; so do we (it also keeps `javascript:` out of pages). */
export function validUrl(value: string | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidParam(param, 'Not a valid URL', 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidParam(param, 'Not a valid URL', 'url_invalid');
  return value;
}

/** Checkout's template variable, filled in when the session id is known. */
export function fillSessionId(url: string | undefined, sessionId: string): string | null {
  return url ? url.split('{CHECKOUT_SESSION_ID}').join(sessionId) : null;
}
