/**
 * Writes and checks backend/api-types (@busqy/api-types): the API's OpenAPI document, the TypeScript
 * types generated from it (openapi-typescript) and answers recorded from the running app for the front
 * ends' tests. `npm run openapi -w backend` writes them; test/api-types.integration.test.ts fails when
 * the committed files differ from what the app serves now.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { OPENAPI_PATH } from '../src/openapi/openapi-document';

export const API_TYPES_DIR = path.join(__dirname, '../api-types');
export const REGENERATE_HINT = 'run `npm run openapi -w backend` and commit backend/api-types';

/** The catalog answers the front ends' tests replay, by file, with the requests that produce them. */
const PLANS = ['Profissional', 'Top Afiliado', 'Elite'];
export const RECORDED: Record<string, Array<{ query: Record<string, unknown>; path: string }>> = {
  'catalog-plans.json': [{ query: {}, path: '/api/catalog/plans' }],
  'catalog-promos.json': ['novo', 'blackfriday', 'comeback', 'joana'].map((code) => ({
    query: { code },
    path: `/api/catalog/promos/${code}`,
  })),
  'upsell-offers.json': PLANS.flatMap((plan) =>
    ['month', 'biannual'].flatMap((interval) =>
      [false, true].map((superUpsell) => ({
        query: { plan, interval, superUpsell },
        path: `/api/catalog/upsell-offers?${new URLSearchParams({ plan, interval, ...(superUpsell ? { superUpsell: 'true' } : {}) })}`,
      })),
    ),
  ),
};

/** What the files of backend/api-types should hold now, by file name. */
export async function expectedApiTypes(app: NestFastifyApplication): Promise<Record<string, string>> {
  const document = await getJson(app, OPENAPI_PATH);
  const fixtures: Record<string, unknown> = {};
  for (const [file, requests] of Object.entries(RECORDED)) {
    const recorded = [];
    for (const { query, path: url } of requests) recorded.push({ query, response: await getJson(app, url) });
    fixtures[file] = recorded;
  }
  const output = execFileSync(process.execPath, [path.join(__dirname, 'format-api-types.mjs')], {
    input: JSON.stringify({ document, fixtures }),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString('utf8')) as Record<string, string>;
}

export function committedApiTypes(files: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(
    files.map((file) => {
      try {
        return [file, readFileSync(path.join(API_TYPES_DIR, file), 'utf8')];
      } catch {
        return [file, null];
      }
    }),
  );
}

async function getJson(app: NestFastifyApplication, url: string): Promise<unknown> {
  const response = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return response.json();
}
