import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { readRouteConfig } from '../config.js';
import { createPageRenderer } from '../pages/page-renderer.js';
import { buildRouteTable } from '../pages/route-table.js';
import { REMOTE_PAGES, makeShellDist } from './helpers.mjs';

const MANIFEST = 'http://mkt.test/mf-manifest.json';
const REMOTE_ENTRY = 'http://mkt.test/remoteEntry.js';
let distDir;

beforeAll(async () => {
  distDir = await makeShellDist();
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const config = {
  remotes: { marketing: { entry: REMOTE_ENTRY, manifest: MANIFEST, routes: [] } },
};

/** A renderer whose remote preloads come from `answers`, one per call ([] : not ready yet). */
function renderer(answers, content) {
  const asked = [];
  const render = createPageRenderer({
    distDir,
    siteUrl: 'https://www.busqy.example',
    routes: async () => buildRouteTable(readRouteConfig(), { marketing: REMOTE_PAGES }),
    preloadsFor: async (url) => {
      asked.push(url);
      return answers.shift() ?? [];
    },
    pageContent: async () => content,
  });
  return { render: () => render({ pathname: '/planos', search: '', config }), asked };
}

describe('a pre-rendered page names its remote scripts even when the release was cold', () => {
  test("preloads that gave up while pre-rendering waited for the release are asked again: remoteEntry.js is in the page's list", async () => {
    const { render, asked } = renderer([[], [{ href: REMOTE_ENTRY, as: 'script' }]], {
      html: '<main>Planos</main>',
      pageData: '{}',
    });
    const { html } = await render();
    expect(asked).toEqual([MANIFEST, MANIFEST]);
    expect(html.match(/id="deferred-scripts">([^<]*)</)?.[1]).toContain(REMOTE_ENTRY);
  });

  test('a page with its preloads, or one the browser renders (a remote down), asks once', async () => {
    const warm = renderer([[{ href: REMOTE_ENTRY, as: 'script' }]], { html: '<main>Planos</main>' });
    await warm.render();
    expect(warm.asked).toHaveLength(1);
    // Were it asked again, the answer would name remoteEntry.js.
    const down = renderer([[], [{ href: REMOTE_ENTRY, as: 'script' }]], { degraded: true });
    const { html } = await down.render();
    expect(down.asked).toHaveLength(1);
    expect(html).not.toContain(`href="${REMOTE_ENTRY}"`);
  });
});
