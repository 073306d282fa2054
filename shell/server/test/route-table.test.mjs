// The route table: the shell's claims configuration plus the pages each remote publishes.
import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRouteTable, createRouteTable } from '../pages/route-table.js';
import { sitemapPaths } from '../pages/page-routes.js';

const CONFIG = {
  marketing: { claims: { paths: ['/', '/planos'], prefixes: ['/'] } },
  account: {
    claims: { paths: ['/login'], prefixes: ['/conta'] },
    routes: [{ path: '/area-usuario', access: 'protected', title: 'Minha Conta', description: 'd' }],
  },
  checkout: {
    routes: [{ path: '/checkout', access: 'open', title: 'Checkout', description: 'd', noindex: true }],
  },
};

function build(published) {
  const refused = [];
  const table = buildRouteTable(CONFIG, published, (message) => refused.push(message));
  return { table, refused };
}

const paths = (routes) => routes.map((route) => route.path);

describe('buildRouteTable', () => {
  test("a remote's published pages are routed as open pages, with what they declare", () => {
    const { table, refused } = build({
      marketing: [
        { path: '/', chunk: 'page-landing' },
        { path: '/home', chunk: 'page-landing', canonical: '/' },
        { path: '/planos-promo', chunk: 'page-promo', query: ['promo'], showsTime: true },
        { path: '/novidades', chunk: 'page-news' },
      ],
    });
    expect(refused).toEqual([]);
    expect(table.marketing).toEqual([
      { path: '/', access: 'open', chunk: 'page-landing' },
      { path: '/home', access: 'open', chunk: 'page-landing', canonical: '/' },
      { path: '/planos-promo', access: 'open', chunk: 'page-promo', query: ['promo'], showsTime: true },
      { path: '/novidades', access: 'open', chunk: 'page-news' },
    ]);
    // Until it publishes, the account remote's claimed paths are routed; the shell keeps its own.
    expect(table.account).toEqual([
      CONFIG.account.routes[0],
      { path: '/login', access: 'open', sitemap: false },
    ]);
    expect(sitemapPaths(table)).toEqual(['/', '/planos-promo', '/novidades']);
  });

  test('a claim outside the allowance, of a protected or kept route, or by two remotes is refused, one line each', () => {
    const { table, refused } = build({
      marketing: [
        { path: '/area-usuario', chunk: 'x' },
        { path: '/checkout', chunk: 'x' },
        { path: '/conta/dados', chunk: 'x' },
        { path: '/planos', chunk: 'page-plans' },
      ],
      account: [
        { path: '/login', chunk: 'page-login' },
        { path: '/planos', chunk: 'x' },
        { path: '/conta/dados', chunk: 'page-data' },
      ],
    });
    expect(refused).toEqual([
      'remote marketing: claim of /area-usuario refused: it is a protected route',
      "remote marketing: claim of /checkout refused: it is the shell's route of checkout",
      'remote account: claim of /planos refused: outside its claims in routes.json',
      'claim of /conta/dados refused: claimed by marketing and account',
    ]);
    expect(paths(table.marketing)).toEqual(['/planos']);
    expect(paths(table.account)).toEqual(['/area-usuario', '/login']);
    expect(table.checkout).toEqual(CONFIG.checkout.routes);
  });

  test('an alias whose page was refused goes too; what is not a page definition is refused', () => {
    const { table, refused } = build({
      account: [
        { path: '/planos', chunk: 'x' },
        { path: '/plans', chunk: 'x', canonical: '/planos' },
        { path: 'sem-barra', chunk: 'x' },
      ],
    });
    expect(paths(table.account)).toEqual(['/area-usuario']);
    expect(refused).toHaveLength(3);
    expect(refused[2]).toMatch(/^remote account: not a page definition/);
  });
});

describe('createRouteTable', () => {
  async function setUp(config = CONFIG) {
    const dir = await mkdtemp(path.join(tmpdir(), 'route-table-'));
    const file = path.join(dir, 'routes.json');
    await writeFile(file, JSON.stringify(config));
    const index = { marketing: { format: 2, pages: [{ path: '/', chunk: 'page-landing' }] } };
    const state = { index, down: false, requests: 0, clock: 0 };
    const warnings = [];
    const table = createRouteTable({
      file,
      // The release cache's answer: the current release's page list, null while the remote is down.
      pagesOf: async (name) => {
        state.requests += 1;
        if (state.down) return null;
        return state.index[name]?.pages ?? null;
      },
      log: { warn: (message) => warnings.push(message) },
      recheckMs: 5000,
      now: () => state.clock,
    });
    const cleanUp = async () => {
      table.close();
      await rm(dir, { recursive: true, force: true });
    };
    return { file, table, state, warnings, cleanUp };
  }

  test('built at start; asked again per request, it asks for no page list until the recheck is due', async () => {
    const { table, state, cleanUp } = await setUp();
    try {
      expect(paths((await table.current()).marketing)).toEqual(['/']);
      const fetched = state.requests;
      for (let i = 0; i < 5; i += 1) await table.current();
      expect(state.requests).toBe(fetched);
    } finally {
      await cleanUp();
    }
  });

  test('a remote publishing another page list is followed; while it is down its last list stays', async () => {
    const { table, state, cleanUp } = await setUp();
    try {
      await table.current();
      state.index.marketing = { ...state.index.marketing, pages: [{ path: '/novidades', chunk: 'n' }] };
      state.clock += 5000;
      await table.current(); // starts the recheck; this request is served with the table as it was
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(paths((await table.current()).marketing)).toEqual(['/novidades']);
      state.down = true;
      state.clock += 5000;
      await table.current();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(paths((await table.current()).marketing)).toEqual(['/novidades']);
    } finally {
      await cleanUp();
    }
  });

  test('routes.json is read again when it changes; a broken file keeps the last good table, with a warning', async () => {
    const { file, table, warnings, cleanUp } = await setUp();
    try {
      expect(paths((await table.current()).checkout)).toEqual(['/checkout']);
      const changed = structuredClone(CONFIG);
      changed.checkout.routes.push({ path: '/upsell', access: 'open', title: 'Upsell', description: 'd' });
      await writeFile(file, JSON.stringify(changed));
      const waitFor = async (check) => {
        for (const started = Date.now(); Date.now() - started < 3000;) {
          if (await check()) return true;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return false;
      };
      expect(await waitFor(async () => paths((await table.current()).checkout).includes('/upsell'))).toBe(
        true,
      );
      await writeFile(file, '{"checkout": ');
      expect(await waitFor(() => warnings.some((w) => w.includes('not applied')))).toBe(true);
      expect(paths((await table.current()).checkout)).toEqual(['/checkout', '/upsell']);
    } finally {
      await cleanUp();
    }
  });
});
