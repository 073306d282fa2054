import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import fc from 'fast-check';
import Stripe from 'stripe';

import { signIn } from './support/auth-emulator';
import { signedInUser } from './support/checkout-fixtures';
import { dtoPropertyNames, type FuzzRequest, requestsFor, type RouteEntry } from './support/fuzz-requests';
import { createTestApp, type TestApp, WEBHOOK_SECRET } from './support/test-app';

/**
 * Every route the API registers, found in Fastify's route table (a new route is fuzzed without
 * touching this file), gets random methods, paths, queries, headers and bodies under a fixed seed.
 * No answer may be a 5xx, and every 4xx is the API's JSON error with a Portuguese message.
 * FUZZ_SEED and FUZZ_RUNS (per route) replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

/** Internal or English text that must never reach a client in `message`. */
const LEAKS =
  /Cannot |TypeError|ReferenceError|RangeError|SyntaxError|Unexpected|undefined|stack|\bat \S+ \(|\.[jt]s:\d|\b(must|should|property|nested|exist|Error|Invalid|Bad Request|Not Found|Unsupported)\b/;

const CLOSED = new Set(['ECONNRESET', 'EPIPE']);

interface Answer {
  /** 0 when the connection ended without an answer (see `closedBy`). */
  status: number;
  closedBy?: string;
  contentType: string;
  text: string;
  setCookie: string[];
}

describe('fuzzing every route (fast-check, fixed seed)', () => {
  let testApp: TestApp;
  let origin: string;
  const routes: RouteEntry[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let idToken = '';

  beforeAll(async () => {
    testApp = await createTestApp({
      withStripeEmulator: true,
      // Limits high enough that requests get past them (a 429 would be fine, but says less).
      env: {
        TRACKING_MAX_PER_CLIENT_PER_MINUTE: '100000',
        CHECKOUT_MAX_PER_USER: '10000',
        PASSWORD_RESET_MAX_PER_EMAIL: '1000',
        PASSWORD_RESET_MAX_PER_CLIENT: '100000',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
      beforeInit: (app) =>
        app
          .getHttpAdapter()
          .getInstance()
          .addHook('onRoute', (route) => {
            for (const method of [route.method].flat()) routes.push({ method, url: route.url });
          }),
    });
    await testApp.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    user = await signedInUser(testApp, 'Fuzz Teste');
    idToken = user.idToken;
  }, 120_000);
  afterAll(async () => {
    agent.destroy();
    await testApp?.close();
  });

  function send(request: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = { ...request.headers };
    if (request.session) headers.cookie = [headers.cookie, user.cookie].filter(Boolean).join('; ');
    if (request.idToken) headers.authorization = `Bearer ${idToken}`;
    if (request.signed && request.body !== null) {
      headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
        payload: request.body,
        secret: WEBHOOK_SECRET,
      });
    }
    // Framed either way: Node's client would send a GET's body unframed (a garbled stream, not a request).
    if (request.body !== null) {
      if (request.chunked) headers['transfer-encoding'] = 'chunked';
      else headers['content-length'] = String(Buffer.byteLength(request.body));
    }
    return new Promise((resolve) => {
      const outgoing = httpRequest(
        `${origin}${request.path}`,
        { method: request.method, headers, agent, timeout: 20_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
              setCookie: response.headers['set-cookie'] ?? [],
            }),
          );
          response.on('error', () =>
            resolve({ status: 0, closedBy: 'ECONNRESET', contentType: '', text: '', setCookie: [] }),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 20 s')));
      outgoing.on('error', (error: Error & { code?: string }) =>
        resolve({
          status: 0,
          closedBy: error.code ?? error.message,
          contentType: '',
          text: '',
          setCookie: [],
        }),
      );
      if (request.body === null) outgoing.end();
      else outgoing.end(request.body);
    });
  }

  /** A request that cleared the session (logout revokes it at Firebase) is followed by a new sign-in. */
  async function renewSessionIfCleared(answer: Answer): Promise<void> {
    const name = testApp.config.session.cookieName;
    if (!answer.setCookie.some((line) => line.startsWith(`${name}=;`))) return;
    try {
      const fresh = await signIn(user.email, user.password);
      idToken = fresh.idToken;
      const response = await fetch(`${origin}/api/auth/set-cookie`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.ok) {
        const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
        if (line) user = { ...user, cookie: line.split(';', 1)[0] as string };
      }
    } catch {
      // The old cookie stays: a revoked session is one more kind of bad input.
    }
  }

  function describeFailure(request: FuzzRequest, answer: Answer, problem: string): string {
    const body = request.body === null ? '(none)' : JSON.stringify(request.body.slice(0, 300));
    return [
      `${problem}, FUZZ_SEED=${SEED}`,
      `request: ${request.method} ${request.path.slice(0, 300)}`,
      `headers: ${JSON.stringify(request.headers)} session=${request.session} idToken=${request.idToken} signed=${request.signed} chunked=${request.chunked}`,
      `body: ${body}${request.body !== null && request.body.length > 300 ? ` … (${request.body.length} chars)` : ''}`,
      `answer: ${answer.status} ${answer.text.slice(0, 500)}`,
    ].join('\n');
  }

  /** What is wrong with an answer, or null. */
  function problemWith(request: FuzzRequest, answer: Answer): string | null {
    // A connection the server closed while the client still sent (e.g. after an early 413) is fine; a
    // timeout or an answer the client cannot parse is not.
    if (answer.status === 0)
      return CLOSED.has(answer.closedBy ?? '') ? null : `no answer: ${answer.closedBy}`;
    if (answer.status >= 500) return 'a 5xx';
    if (answer.status < 400 || request.method === 'HEAD') return null;
    if (!answer.contentType.startsWith('application/json')) return 'a 4xx without a JSON body';
    let body: { statusCode?: unknown; message?: unknown };
    try {
      body = JSON.parse(answer.text) as typeof body;
    } catch {
      return 'a 4xx whose body is not JSON';
    }
    if (body.statusCode !== answer.status) return 'a 4xx whose body has another statusCode';
    const messages = typeof body.message === 'string' ? [body.message] : body.message;
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every((m) => typeof m === 'string')) {
      return 'a 4xx without a message (a string or a list of strings)';
    }
    for (const message of messages as string[]) {
      // A field name the request made up is echoed back ("O campo <name> não é permitido."): not ours.
      const own = message.replace(/^O campo .* (não é permitido|é inválido|deve .*)\.$/s, 'O campo x $1.');
      if (LEAKS.test(own)) return `a message with English or internal text: ${message}`;
    }
    return null;
  }

  it('finds the routes in Fastify’s table', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const known of [
      '/api/users/:uid',
      '/api/auth/set-cookie',
      '/webhooks/stripe',
      '/meta-capi',
      '/health',
    ]) {
      expect(urls).toContain(known);
    }
  });

  it('answers no 5xx and only Portuguese JSON 4xx to random requests', async () => {
    const keys = dtoPropertyNames();
    expect(keys).toEqual(expect.arrayContaining(['uid', 'planName', 'event_name', 'email']));
    const started = Date.now();
    const outcomes = new Map<string, number>();
    // Every bad answer of the run is listed (not only the first): one run shows every bug at once.
    const failures = new Map<string, string>();
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const seed = SEED + index;
      // Shrinking is off: it would replay requests against a server whose state has moved on, and the
      // failing request is printed whole anyway.
      await fc.assert(
        fc.asyncProperty(requestsFor(route, keys), async (request) => {
          const answer = await send(request);
          sent += 1;
          const outcome = answer.status === 0 ? `closed (${answer.closedBy})` : String(answer.status);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          const problem = problemWith(request, answer);
          // One example per kind of problem and route: the same bug is not listed a hundred times.
          const kind = `${problem?.split(':', 1)[0]} ${answer.status} ${route.url}`;
          if (problem !== null && !failures.has(kind)) {
            failures.set(kind, describeFailure(request, answer, `${problem} (seed ${seed})`));
          }
          await renewSessionIfCleared(answer);
        }),
        { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = [...outcomes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([what, count]) => `${what}×${count}`);
    console.log(
      `fuzz: ${routes.length} routes, ${sent} requests in ${seconds} s (FUZZ_SEED=${SEED}): ${byStatus.join(' ')}`,
    );
    expect(sent).toBe(routes.length * RUNS_PER_ROUTE);
    expect([...failures.values()].join('\n\n')).toBe('');
  }, 300_000);
});
