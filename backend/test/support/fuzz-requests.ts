import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';

import { INTERVAL_IDS } from '../../src/catalog/intervals';
import { PLAN_IDS } from '../../src/catalog/plans';
import { BODY_LIMIT_BYTES } from '../../src/create-app';
import { TRACKING_EVENT_NAMES } from '../../src/tracking/tracking-events';

/** A route as Fastify registered it. */
export interface RouteEntry {
  method: string;
  url: string;
}

/** One generated request; `body` is sent as is (Content-Length set), or in chunks when `chunked`. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  chunked: boolean;
  /** Sign the body as Stripe would (stripe-signature), so a webhook gets past the signature. */
  signed: boolean;
  /** Send the session cookie of a signed-in user. */
  session: boolean;
  /** Send a fresh ID token of that user as `Authorization: Bearer`. */
  idToken: boolean;
}

/** What the requests may claim to be: valid, near-valid and hostile. */
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'text/plain',
  'text/html',
  'application/octet-stream',
  '*/*',
  'json',
  '',
];
const ORIGINS = [
  'http://localhost:3000',
  'https://evil.example',
  'null',
  'http://localhost:3000.evil.example',
];
const JUNK_COOKIES = [
  '__session=',
  '__session=nope',
  `__session=${'a'.repeat(4000)}`,
  '__session=eyJhbGciOiJSUzI1NiJ9.e30.x',
  '__session="quoted"; other=1',
  '=;;=;',
  '__proto__=1; constructor=2',
];
const AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.',
  'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.eyJzdWIiOiJ4In0.c2ln',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'b'.repeat(5000)}`,
  'token',
];
/** Path parameter values that have broken servers before. */
const HOSTILE_SEGMENTS = [
  '',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%2F',
  'a%2Fb',
  '%5C',
  '%',
  '%ZZ',
  '%C3%A7%C3%A3o',
  '%F0%9F%98%80',
  '%FF%FE',
  'a'.repeat(129),
  'a'.repeat(257),
  'a'.repeat(3000),
  '__proto__',
  'constructor',
  '%20',
  'cs_test_123',
  'profissional',
  'BUSQYNOVO10',
];
const RAW_QUERIES = [
  'a=%',
  // A NUL byte, and a UTF-8-encoded lone surrogate (CESU), in a query value.
  'session_id=cs_test_a%00b',
  'session_id=%ED%A0%80',
  'a[b]=c',
  '&&&',
  'a=1&a=2&a=3',
  '__proto__=x',
  'constructor[prototype]=x',
  '?',
  '=',
  '%ZZ=1',
];

const DEEP = 10_000;
/** Bodies generated once: too big or too deep to build on every run. */
export const SPECIAL_BODIES = [
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
  JSON.stringify({ email: 'a@example.com', displayName: 'x'.repeat(BODY_LIMIT_BYTES + 1) }),
  JSON.stringify('y'.repeat(BODY_LIMIT_BYTES * 2)),
  '',
  ' ',
  'null',
  '{',
  '{"email": ',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '\u0000',
  '\uFEFF{}',
  'email=a%40example.com&planName=Elite',
];

/** Every property name a DTO of the app declares (class-validator keeps their rules once loaded). */
export function dtoPropertyNames(): string[] {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<unknown, Array<{ propertyName: string }>>;
  };
  const names = new Set<string>();
  for (const rules of storage.validationMetadatas.values()) {
    for (const rule of rules) names.add(rule.propertyName);
  }
  return [...names];
}

/**
 * A plausible value with a NUL byte or a lone UTF-16 surrogate somewhere in it (JSON.stringify writes
 * a lone surrogate as a \\udXXX escape, as an attacker's client would): the API answers 400.
 */
const unsafeText = fc
  .tuple(
    fc.constantFrom('ana@example.com', 'Elite', 'cs_test_abc', 'novo', ''),
    fc.constantFrom('\ud800', '\udfff', '\u0000', '\ud83d', '\ude00x'),
    fc.nat({ max: 20 }),
  )
  .map(([base, bad, at]) => base.slice(0, at) + bad + base.slice(at));

function jsonBody(keys: string[]): fc.Arbitrary<string> {
  const samples = fc.constantFrom<unknown>(
    ...PLAN_IDS,
    'Elite',
    'Top Afiliado',
    ...INTERVAL_IDS,
    ...TRACKING_EVENT_NAMES,
    'BRL',
    'USD',
    'ana@example.com',
    'cs_test_abc',
    'upsell_upgrade_elite_month',
    Math.floor(Date.now() / 1000),
    49.9,
  );
  const value = fc.oneof(
    samples,
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    unsafeText,
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    fc.string({ maxLength: 12 }),
    unsafeText,
  );
  const shallow = fc.dictionary(key, value, { maxKeys: 8 });
  const object = fc.dictionary(key, fc.oneof(value, shallow), { maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: object.map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_BODIES) },
  );
}

function pathFor(url: string): fc.Arbitrary<string> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent) },
  );
  const template = url === '*' ? '/:any' : url;
  const names = template.split('/').filter((part) => part.startsWith(':'));
  const filled = fc.tuple(...names.map(() => segment)).map((values) => {
    let index = 0;
    return template.replace(/:[^/]+/g, () => values[index++] ?? '');
  });
  const suffix = fc.constantFrom('', '', '', '/', '//', '/..', '/%2e%2e/x', '/extra', '.json', '%00');
  return fc.tuple(filled, suffix).map(([path, tail]) => path + tail);
}

function queryString(keys: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })),
    fc.oneof(
      fc.constantFrom(...PLAN_IDS, ...INTERVAL_IDS, 'true', 'false', ''),
      fc.string({ maxLength: 20 }),
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc
        .array(pair, { maxLength: 5 })
        .map(
          (pairs) =>
            `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES).map((raw) => `?${raw}`) },
  );
}

/** Headers a client may send; header values that Node's client refuses are left to the raw-socket tests. */
function headers(): fc.Arbitrary<Record<string, string>> {
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  return fc
    .record({
      'content-type': optional(fc.constantFrom(...CONTENT_TYPES)),
      origin: optional(fc.constantFrom(...ORIGINS)),
      'sec-fetch-site': optional(fc.constantFrom('same-origin', 'cross-site', 'none', 'x')),
      cookie: optional(fc.constantFrom(...JUNK_COOKIES)),
      authorization: optional(fc.constantFrom(...AUTHORIZATIONS)),
      'stripe-signature': optional(
        fc.constantFrom('t=1,v1=abc', 'x', 't=,v1=', `t=${Date.now()},v1=${'0'.repeat(64)}`),
      ),
      'x-forwarded-for': optional(
        fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('junk', '1.2.3.4, 5.6.7.8', '')),
      ),
      accept: optional(fc.constantFrom('application/json', 'text/html', '*/*', 'image/png')),
      'content-encoding': optional(fc.constantFrom('gzip', 'br', 'identity', 'x')),
      expect: optional(fc.constant('100-continue')),
      'access-control-request-method': optional(fc.constantFrom('POST', 'GET', 'X')),
    })
    .map((record) =>
      Object.fromEntries(
        Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );
}

const OTHER_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'TRACE',
  'PROPFIND',
  'FOO',
];

/** Requests aimed at one route: mostly its own method, with every other part random. */
export function requestsFor(route: RouteEntry, keys: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constant(route.method) },
      { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
    ),
    path: fc.tuple(pathFor(route.url), queryString(keys)).map(([path, query]) => path + query),
    headers: headers(),
    body: fc.option(jsonBody(keys), { nil: null, freq: 4 }),
    chunked: fc.boolean(),
    signed: fc.boolean(),
    session: fc.boolean(),
    idToken: fc.nat(9).map((n) => n === 0),
  });
}
