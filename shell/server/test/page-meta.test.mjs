// The heads the server writes must agree with what the pages set in the browser
// (platform.page.useDocumentMeta) and with the content they show: one set of facts.
import { describe, expect, test } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRoutes } from '../config.mjs';
import { LANDING_FAQ, ORGANIZATION } from '../pages/structured-data.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const routes = await readRoutes();

async function sourcesOf(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

/** `key: '…'` string literals of a source text. */
function literals(source, key) {
  return new Set(
    [...source.matchAll(new RegExp(`${key}:\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'g'))].map((m) => m[1]),
  );
}

describe('routes.json heads match the pages', () => {
  test.each(Object.keys(routes))(
    '%s remote: every title and description is the one its page sets',
    async (remote) => {
      const source = await sourcesOf(path.join(ROOT, `${remote}-remote`, 'src'));
      const titles = literals(source, 'title');
      const descriptions = literals(source, 'description');
      for (const route of routes[remote].filter((r) => !r.canonical)) {
        expect([route.path, titles.has(route.title)]).toEqual([route.path, true]);
        expect([route.path, descriptions.has(route.description)]).toEqual([route.path, true]);
      }
    },
  );

  test('the FAQPage data is the landing FAQ the marketing remote shows', async () => {
    const content = await readFile(
      path.join(ROOT, 'marketing-remote/src/features/landing/content.ts'),
      'utf8',
    );
    const block = content.slice(content.indexOf('LANDING_FAQ'));
    const shown = [...block.matchAll(/question: '([^']+)',\s*answer:\s*'([^']+)'/g)].map(
      ([, question, answer]) => ({
        question,
        answer,
      }),
    );
    expect(LANDING_FAQ).toEqual(shown);
    expect(LANDING_FAQ).toHaveLength(10);
  });

  test('the Organization data matches shell/src/config/company.ts', async () => {
    const company = await readFile(path.join(ROOT, 'shell/src/config/company.ts'), 'utf8');
    expect(company).toContain(`name: '${ORGANIZATION.name}'`);
    for (const url of ORGANIZATION.sameAs) expect(company).toContain(`url: '${url}'`);
  });
});
