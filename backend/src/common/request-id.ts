import { randomUUID } from 'node:crypto';

/**
 * The header that carries one request's id across the shell → API hop. Published in the OpenAPI
 * document (components.parameters.RequestId), where the shell server reads the name and the pattern.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may look like; anything else (too long, spaces, control characters) is replaced. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';
const VALID = new RegExp(REQUEST_ID_PATTERN);

/** The caller's id when it is well formed, else a new one: a log field never carries arbitrary input. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && VALID.test(header) ? header : randomUUID();
}
