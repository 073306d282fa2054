import request from 'supertest';

import { createApp } from '../src/create-app';
import { postRaw, TRUNCATED_JSON } from './support/raw-body';
import { createTestUser, type TestUser } from './support/auth-emulator';
import { createTestApp, useTestApp } from './support/test-app';

const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

describe('API security headers and Portuguese errors', () => {
  const { server } = useTestApp();
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('Helena Cabeçalho');
  });

  it('sends a strict CSP and helmet headers on every answer; no HSTS outside production', async () => {
    for (const path of ['/health', '/nada-aqui', '/api/catalog/plans']) {
      const response = await request(server()).get(path);
      expect(response.headers['content-security-policy']).toBe(API_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('marks personal answers no-store, errors included; public catalog data stays cacheable', async () => {
    const own = await request(server())
      .get(`/api/users/${user.uid}`)
      .set('Authorization', `Bearer ${user.idToken}`)
      .expect(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const anonymous = await request(server()).get(`/api/users/${user.uid}`).expect(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const check = await request(server()).get('/api/auth/check-cookie').expect(200);
    expect(check.headers['cache-control']).toBe('no-store');

    const plans = await request(server()).get('/api/catalog/plans').expect(200);
    expect(plans.headers['cache-control']).toBe('public, max-age=300');
    const plansWithToken = await request(server())
      .get('/api/catalog/plans')
      .set('Authorization', `Bearer ${user.idToken}`)
      .expect(200);
    expect(plansWithToken.headers['cache-control']).toBe('no-store');
  });

  it('serves no files: no source maps or build output under any path', async () => {
    for (const path of ['/main.js.map', '/dist/main.js.map', '/create-app.js', '/src/main.ts']) {
      const response = await request(server()).get(path).expect(404);
      expect(response.body.message).toBe('Não encontrado.');
    }
  });

  it('answers framework errors in Portuguese (no English from Nest, Fastify or the JSON parser)', async () => {
    const notFound = await request(server()).get('/nada-aqui').expect(404);
    expect(notFound.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Não encontrado.' });
    const malformed = await postRaw(server(), '/api/users', 'application/json', TRUNCATED_JSON).expect(400);
    expect(malformed.body.message).toBe('Requisição inválida.');
    const text = await postRaw(server(), '/api/auth/set-cookie', 'text/plain', 'x').expect(415);
    expect(text.body.message).toBe('Tipo de conteúdo não suportado. Envie JSON.');
  });
});

describe('API security headers in production', () => {
  it('adds HSTS (one year, subdomains)', async () => {
    const base = await createTestApp();
    await base.close();
    const app = await createApp(
      { ...base.config, nodeEnv: 'production', database: { kind: 'pglite-memory' } },
      { logLevel: 'error' },
    );
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      const response = await request(app.getHttpServer()).get('/health').expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
    // Two API boots (each migrating its own PGlite): on a loaded 2-core machine that took over 30 s.
  }, 90_000);
});
