import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The fastify that a package resolves, as the running API would load it. */
function fastifyOf(fromPackage: string): { file: string; version: string } {
  const from = path.dirname(require.resolve(`${fromPackage}/package.json`));
  const file = require.resolve('fastify/package.json', { paths: [from] });
  return { file, version: (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version };
}

describe('the HTTP server the API runs on', () => {
  it('is one copy of fastify, shared by Nest and the API (package.json "overrides")', () => {
    expect(fastifyOf('@nestjs/platform-fastify').file).toBe(require.resolve('fastify/package.json'));
  });

  it('is fastify 5.12.2 or later (5.12.2 was a security release)', () => {
    const [major, minor, patch] = fastifyOf('@nestjs/platform-fastify').version.split('.').map(Number);
    expect(major).toBe(5);
    expect((minor ?? 0) * 1000 + (patch ?? 0)).toBeGreaterThanOrEqual(12_002);
  });
});
