import { Writable } from 'node:stream';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

import { createApp } from '../src/create-app';
import { createTestApp } from './support/test-app';

/** The API with its JSON lines collected (LOG_LEVEL info, as deployed). */
async function appWithLogs(): Promise<{ app: NestFastifyApplication; lines: Record<string, unknown>[] }> {
  const base = await createTestApp();
  await base.close();
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await createApp(
    { ...base.config, database: { kind: 'pglite-memory' } },
    { logLevel: 'info', logDestination: destination },
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, lines };
}

describe('API logs', () => {
  let app: NestFastifyApplication;
  let lines: Record<string, unknown>[];
  beforeAll(async () => ({ app, lines } = await appWithLogs()));
  afterAll(() => app.close());
  const accessLines = () => lines.filter((line) => line.msg === 'request');

  it('writes one JSON access line per request with the caller’s x-request-id, and echoes it', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/catalog/plans?utm_source=x')
      .set('x-request-id', 'shell-7f3a.1')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('shell-7f3a.1');
    const [line, ...others] = accessLines().filter((l) => l.requestId === 'shell-7f3a.1');
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      service: 'api',
      method: 'GET',
      route: '/api/catalog/plans',
      status: 200,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('string');
  });

  it('replaces a malformed id with its own and logs the route pattern of an unknown path as null', async () => {
    const response = await request(app.getHttpServer())
      .get('/nao-existe')
      .set('x-request-id', 'bad id with spaces')
      .expect(404);
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLines().find((l) => l.requestId === id)).toMatchObject({ route: null, status: 404 });
  });

  it('logs Nest’s own messages as JSON lines too', () => {
    expect(lines.some((line) => line.context === 'NestApplication' && line.level === 'info')).toBe(true);
  });
});
