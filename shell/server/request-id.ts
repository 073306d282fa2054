// One request's id across the shell → API hop: the shell keeps a well-formed x-request-id from the
// load balancer or makes one, forwards it to the API, echoes it, and both sides log it. The header's
// name and pattern are the API's, read from its OpenAPI document (components.parameters.RequestId).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

interface HeaderParameter {
  name: string;
  schema: { pattern: string };
}

const require = createRequire(import.meta.url);
const openapi = require('@busqy/api-types/openapi.json') as {
  components: { parameters: { RequestId: HeaderParameter } };
};
const { name, schema } = openapi.components.parameters.RequestId;

export const REQUEST_ID_HEADER: string = name;
const VALID = new RegExp(schema.pattern);

/** The incoming header when it is one well-formed id, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && VALID.test(header) ? header : randomUUID();
}
