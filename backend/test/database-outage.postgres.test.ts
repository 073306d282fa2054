import { createServer, type Socket } from 'node:net';

import request from 'supertest';

import { createTestUser, type TestUser } from './support/auth-emulator';
import { requiredDatabaseUrl } from './support/postgres';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';

const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
const databaseUrl = requiredDatabaseUrl();

/**
 * A real PostgreSQL is needed to lose one (PGlite lives in the process): a *.postgres.test.ts suite,
 * run by the PostgreSQL pass of `npm test` only (DATABASE_URL set, as CI does; see jest.config.cjs).
 */
describe('the API survives its database going away (real PostgreSQL through a TCP proxy)', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let user: TestUser;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    const url = new URL(databaseUrl);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    testApp = await createTestApp({ databaseUrl: url.toString() });
    user = await createTestUser('Ana Queda');
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await testApp?.close();
    await proxy?.close();
  });

  const ownProfile = () =>
    request(server()).get(`/api/users/${user.uid}`).set('Authorization', `Bearer ${user.idToken}`);

  it('answers 503 in Portuguese while the database is down, and recovers by itself when it returns', async () => {
    await request(server()).get('/health').expect(200);
    expect((await ownProfile()).status).toBe(200);

    // Every pooled connection is cut (idle ones included: their 'error' must not kill the process).
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const call of [() => request(server()).get('/health'), ownProfile]) {
      const response = await call();
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE });
    }

    await proxy.restore();
    await request(server()).get('/health').expect(200);
    const back = await ownProfile();
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ uid: user.uid });
  });

  it('is not ready (GET /readyz 503) but alive (GET /livez 200) while the database is down, and ready again when it returns', async () => {
    await request(server()).get('/readyz').expect(200);
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await request(server()).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE });
    // A database outage takes the API out of rotation and never gets it restarted.
    const live = await request(server()).get('/livez');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });

    await proxy.restore();
    await request(server()).get('/readyz').expect(200);
  });

  it('a database that accepts connections but never answers fails fast with 503, not a hung request', async () => {
    // Something accepts the connections but never speaks: pg's connect timeout (5 s) must fire.
    await proxy.cut();
    const held = new Set<Socket>();
    const blackHole = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(proxy.port, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const response = await request(server()).get('/health');
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => blackHole.close(resolve));
    }
    await proxy.restore();
    await request(server()).get('/health').expect(200);
  }, 30_000);
});
