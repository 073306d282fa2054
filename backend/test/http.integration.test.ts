import request from 'supertest';

import { CSRF_MESSAGE } from '../src/auth/csrf';
import { portugueseMessageFor } from '../src/common/error-messages';
import { JSON_TOO_DEEP_MESSAGE } from '../src/common/json-body';
import { UNSAFE_TEXT_MESSAGE } from '../src/common/text-safety.pipe';
import { signedInUser } from './support/checkout-fixtures';
import { postRaw, TRUNCATED_JSON } from './support/raw-body';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

describe('HTTP behaviour shared by every route', () => {
  const { server, testApp } = useTestApp();

  it.each([
    ['\\ud800', 'a lone high surrogate'],
    ['\\udfff', 'a lone low surrogate'],
    ['\\u0000', 'a NUL byte'],
  ])('a string field with %s (%s) is a Portuguese 400 on every route that takes text', async (escape) => {
    const user = await signedInUser(testApp(), 'Texto Estranho');
    const now = Math.floor(Date.now() / 1000);
    // Valid bodies but for one string field; written as JSON text, as an attacker's client sends it.
    const cases: [string, string, boolean][] = [
      ['/api/password-reset', `{"email":"ana${escape}@example.com"}`, false],
      [
        '/meta-capi',
        `{"event_name":"cadastro","event_time":${now},"event_id":"e1","user_data":{"em":"a@b.com","fn":"A${escape}"},"custom_data":{"currency":"BRL"},"consent":"granted"}`,
        false,
      ],
      ['/api/users', `{"displayName":"Ana${escape}"}`, true],
      ['/create-embedded-checkout-session', `{"planName":"Elite${escape}","interval":"month"}`, true],
    ];
    for (const [path, body, signedIn] of cases) {
      const call = request(server())
        .post(path)
        .set('Origin', SITE_ORIGIN)
        .set('Content-Type', 'application/json');
      const response = await (signedIn ? call.set('Cookie', user.cookie) : call).send(body);
      expect({ path, status: response.status, message: response.body.message }).toEqual({
        path,
        status: 400,
        message: UNSAFE_TEXT_MESSAGE,
      });
    }
    const query = await request(server()).get('/session-status?session_id=cs_test_a%00b').expect(400);
    expect(query.body.message).toEqual(expect.any(String));
  });

  it('GET /health answers ok after reaching the database', async () => {
    const response = await request(server()).get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('malformed JSON is a 400 with a message', async () => {
    const response = await postRaw(server(), '/api/users', 'application/json', TRUNCATED_JSON).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('an unsupported content type is a 415 and an oversize body a 413, with messages', async () => {
    const text = await postRaw(server(), '/api/auth/set-cookie', 'text/plain', 'uid=x').expect(415);
    expect(text.body.message).toEqual(expect.any(String));
    const big = await postRaw(
      server(),
      '/api/users',
      'application/json',
      JSON.stringify({ email: 'a@example.com', displayName: 'x'.repeat(1024 * 1024 + 10) }),
    ).expect(413);
    expect(big.body.message).toEqual(expect.any(String));
  });

  it('refuses state-changing requests from another origin (CSRF) before anything else', async () => {
    const foreign = await request(server())
      .post('/api/auth/clear-cookie')
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(foreign.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String) });
    await request(server()).post('/api/auth/clear-cookie').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(server()).post('/api/auth/clear-cookie').set('Origin', SITE_ORIGIN).expect(200);
    await request(server()).post('/api/auth/clear-cookie').set('Sec-Fetch-Site', 'same-site').expect(200);
    // Reads are not state-changing.
    await request(server()).get('/api/auth/check-cookie').set('Origin', 'https://evil.example').expect(200);
  });

  it('lets the site origin read responses with credentials (CORS)', async () => {
    const response = await request(server())
      .options('/api/auth/check-cookie')
      .set('Origin', SITE_ORIGIN)
      .set('Access-Control-Request-Method', 'GET');
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('unknown routes are a 404 in the same error shape', async () => {
    const response = await request(server()).get('/nada-aqui').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it.each([
    ['an array', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['an object', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
  ])('JSON nested 10,000 deep (%s) is a Portuguese 400, not a stack overflow (500)', async (_case, body) => {
    for (const path of ['/api/password-reset', '/api/users']) {
      const response = await request(server())
        .post(path)
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: JSON_TOO_DEEP_MESSAGE,
      });
    }
  });

  it('answers every framework refusal in Portuguese: 413, CSRF, any method on an unknown route', async () => {
    const big = await request(server())
      .post('/api/password-reset')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }))
      .expect(413);
    expect(big.body.message).toBe(portugueseMessageFor(413));
    const foreign = await request(server())
      .post('/api/password-reset')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@example.com' })
      .expect(403);
    expect(foreign.body.message).toBe(CSRF_MESSAGE);
    for (const method of ['propfind', 'trace', 'put', 'delete'] as const) {
      const response = await request(server())[method]('/api/users');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: portugueseMessageFor(404),
      });
    }
  });

  it('an OPTIONS request that is not a CORS preflight gets no English 400', async () => {
    const response = await request(server()).options('/api/catalog/plans');
    expect(response.status).toBeLessThan(400);
  });
});
