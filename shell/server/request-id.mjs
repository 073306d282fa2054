// One request's id across the shell → API hop: the shell keeps a well-formed x-request-id from the
// load balancer or makes one, forwards it to the API, echoes it, and both sides log it. The header's
// name and pattern are the API's, read from its OpenAPI document (components.parameters.RequestId).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { name, schema } = require('@busqy/api-types/openapi.json').components.parameters.RequestId;

export const REQUEST_ID_HEADER = name;
const VALID = new RegExp(schema.pattern);

/** @param {string|string[]|undefined} header */
export function requestIdFrom(header) {
  return typeof header === 'string' && VALID.test(header) ? header : randomUUID();
}
