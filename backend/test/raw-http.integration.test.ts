import { type AddressInfo, connect } from 'node:net';

import { portugueseMessageFor } from '../src/common/error-messages';
import { BODY_LIMIT_BYTES } from '../src/create-app';
import { createTestApp, type TestApp } from './support/test-app';

/** Every response on a connection, in order (interim 100 Continue included). */
interface Exchange {
  responses: Array<{ status: number; body: string }>;
  closed: boolean;
}

/**
 * Bytes no HTTP client library would send: malformed request lines and headers, broken framing,
 * Expect: 100-continue. None may get a 5xx; a closed connection or a Portuguese 4xx is fine.
 */
describe('malformed HTTP on a raw socket', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => testApp?.close());

  /** Writes the parts (pausing between them), then reads until the server closes or `waitMs` passes. */
  function exchange(parts: string[], { waitMs = 1500, endAfterWrite = false } = {}): Promise<Exchange> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let received = Buffer.alloc(0);
      let settled = false;
      const finish = (closed: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve({ responses: parseResponses(received.toString('latin1')), closed });
      };
      socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      socket.on('close', () => finish(true));
      socket.on('error', () => finish(true));
      const timer = setTimeout(() => finish(false), waitMs);
      void (async () => {
        for (const part of parts) {
          if (socket.destroyed) return;
          socket.write(Buffer.from(part, 'latin1'));
          await new Promise((resume) => setTimeout(resume, 50));
        }
        if (endAfterWrite && !socket.destroyed) socket.end();
      })();
    });
  }

  /** Final answers must be < 500, and a 4xx with a body the API's Portuguese JSON error. */
  function expectNoServerError(result: Exchange, allowed: number[]): void {
    for (const { status, body } of result.responses) {
      if (status === 100) continue;
      expect(allowed).toContain(status);
      if (status >= 400 && body !== '') {
        expect(JSON.parse(body)).toEqual({
          statusCode: status,
          error: expect.any(String),
          message: expect.any(String),
        });
        expect(JSON.parse(body).message).not.toMatch(/Client Error|Exceeded|Cannot|Invalid/);
      }
    }
  }

  const post = (headers: string, body = '') =>
    `POST /api/password-reset HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;
  const BODY = '{"email":"nao-existe@example.com"}';

  it('Expect: 100-continue with the body sent after the 100 gets the route’s answer', async () => {
    const result = await exchange([
      post(`Expect: 100-continue\r\nContent-Length: ${BODY.length}\r\nConnection: close\r\n`),
      BODY,
    ]);
    expect(result.responses.map((response) => response.status)).toEqual([100, 200]);
  });

  it('Expect: 100-continue without the body sent gets a 100 and no error', async () => {
    const result = await exchange([post(`Expect: 100-continue\r\nContent-Length: ${BODY.length}\r\n`)], {
      waitMs: 800,
    });
    expect(result.responses.map((response) => response.status)).toEqual([100]);
  });

  it('Expect: 100-continue on a GET, on an unknown route and over the body limit: no 5xx', async () => {
    const get = await exchange([
      'GET /api/catalog/plans HTTP/1.1\r\nHost: api\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n',
    ]);
    expect(get.responses.map((response) => response.status)).toEqual([100, 200]);
    const unknown = await exchange([
      'POST /nada HTTP/1.1\r\nHost: api\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    ]);
    expectNoServerError(unknown, [404]);
    const tooLarge = await exchange([
      post(`Expect: 100-continue\r\nContent-Length: ${BODY_LIMIT_BYTES + 1}\r\nConnection: close\r\n`),
    ]);
    expectNoServerError(tooLarge, [413]);
    expect(tooLarge.responses.at(-1)?.body).toContain(portugueseMessageFor(413));
  });

  it('another Expect value is a 417', async () => {
    const result = await exchange([
      post('Expect: 200-ok\r\nContent-Length: 2\r\nConnection: close\r\n', '{}'),
    ]);
    expect(result.responses.map((response) => response.status)).toEqual([417]);
  });

  it.each([
    ['a malformed request line', 'HELLO\r\n\r\n'],
    ['a request line with a space in the path', 'GET /a b HTTP/1.1\r\nHost: api\r\n\r\n'],
    ['an unknown HTTP version', 'GET / HTTP/7.1\r\nHost: api\r\n\r\n'],
    ['an unknown method', 'FOO /health HTTP/1.1\r\nHost: api\r\n\r\n'],
    ['a header name with a space', 'GET /health HTTP/1.1\r\nHost: api\r\nBad Header: x\r\n\r\n'],
    ['a header value with a NUL byte', 'GET /health HTTP/1.1\r\nHost: api\r\nX-Bad: a\u0000b\r\n\r\n'],
    ['a header value with a bare CR', 'GET /health HTTP/1.1\r\nHost: api\r\nX-Bad: a\rb\r\n\r\n'],
    ['a header without a colon', 'GET /health HTTP/1.1\r\nHost: api\r\nNoColon\r\n\r\n'],
    ['bad chunked framing', `${post('Transfer-Encoding: chunked\r\n')}ZZ\r\n{}\r\n0\r\n\r\n`],
    ['a chunk longer than announced', `${post('Transfer-Encoding: chunked\r\n')}1\r\n{"a":1}\r\n0\r\n\r\n`],
    [
      'Content-Length and Transfer-Encoding together',
      post('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '{}'),
    ],
    ['two different Content-Lengths', post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}')],
    ['a negative Content-Length', post('Content-Length: -1\r\n', '{}')],
    ['a Content-Length that is not a number', post('Content-Length: abc\r\n', '{}')],
    ['an unknown Transfer-Encoding', post('Transfer-Encoding: gzip\r\n', '{}')],
  ])('%s: a Portuguese 400 or a closed connection, never a 5xx', async (_case, bytes) => {
    const result = await exchange([bytes]);
    expectNoServerError(result, [400]);
    if (result.responses.length > 0) {
      expect(JSON.parse(result.responses.at(-1)?.body ?? '{}').message).toBe(portugueseMessageFor(400));
    }
  });

  it('an HTTP/0.9-style request line (no version) is answered or refused, never a 5xx', async () => {
    // Node's parser takes it for a request to /health.
    expectNoServerError(await exchange(['GET /health\r\n\r\n']), [200, 400]);
  });

  it('headers larger than Node allows are a Portuguese 431', async () => {
    const result = await exchange([
      `GET /health HTTP/1.1\r\nHost: api\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expectNoServerError(result, [431]);
    expect(result.responses).toHaveLength(1);
    expect(JSON.parse(result.responses[0]?.body ?? '{}').message).toBe(portugueseMessageFor(431));
  });

  it('a body shorter than its Content-Length, then the end of the connection: no answer, no error', async () => {
    const result = await exchange([post('Content-Length: 100\r\n', '{"email":')], { endAfterWrite: true });
    expectNoServerError(result, [400]);
  });

  it('a body longer than its Content-Length: the rest is a malformed next request, never a 5xx', async () => {
    // The parser may refuse the rest before the first answer is written: then only the 400 comes.
    const result = await exchange([post(`Content-Length: ${BODY.length}\r\n`, `${BODY}garbage\r\n\r\n`)]);
    expectNoServerError(result, [200, 400]);
    expect(result.responses.length).toBeGreaterThan(0);
  });
});

/** Splits raw HTTP/1.1 responses (Content-Length or chunked bodies) into status and body. */
function parseResponses(raw: string): Array<{ status: number; body: string }> {
  const responses: Array<{ status: number; body: string }> = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const head = rest.slice(0, headEnd);
    const status = Number(head.slice(9, 12));
    rest = rest.slice(headEnd + 4);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let body = '';
    if (length) {
      body = rest.slice(0, Number(length[1]));
      rest = rest.slice(Number(length[1]));
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        const size = parseInt(rest.slice(0, lineEnd), 16);
        rest = rest.slice(lineEnd + 2);
        if (!(size > 0)) {
          rest = rest.slice(2);
          break;
        }
        body += rest.slice(0, size);
        rest = rest.slice(size + 2);
      }
    }
    responses.push({ status, body: Buffer.from(body, 'latin1').toString('utf8') });
  }
  return responses;
}
