// The renderer against the pre-render contract: its pages, their heads and the data they need, as
// the shell server reads them (the shell routes and heads these pages from this module alone).
import {
  PRERENDER_FORMAT,
  canonicalPage,
  type PageHead,
  type PrerenderedPageData,
} from '@busqy/platform-contract/prerender';
import { LANDING_FAQ } from '../features/landing/content';
import { PLANS_PATH, promoPath } from '../lib/catalog/api';
import { plansResponse, promoResponse } from '../testing/catalog-fixtures';
import { PAGES, pages } from '../routes';
import renderer from './renderer';

const NO_DATA: PrerenderedPageData = { format: PRERENDER_FORMAT, year: 2026, api: {} };

/** The page data the shell server would render `path` + `search` with (the catalog's answers). */
function dataFor(path: string, search = ''): PrerenderedPageData {
  const api = Object.fromEntries(
    renderer.dataNeeds(path, search).map((need) => {
      if (need === PLANS_PATH) return [need, plansResponse()];
      return [need, promoResponse(decodeURIComponent(need.split('/').pop()!))];
    }),
  );
  return { ...NO_DATA, api };
}

const byType = (head: PageHead, type: string) =>
  head.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === type) as
    Record<string, unknown> | undefined;

describe('the marketing renderer (PrerenderRenderer)', () => {
  test('is of the format the contract defines, and publishes the page list its routes derive from', () => {
    expect(renderer.format).toBe(PRERENDER_FORMAT);
    expect(renderer.pages).toBe(PAGES);
    expect(Object.keys(pages)).toEqual(PAGES.map((page) => page.path));
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  test('every chunk is a page component, one per chunk, shared by the paths that name it', () => {
    for (const page of PAGES) {
      expect(pages[page.path]).toBeDefined();
      const sameChunk = PAGES.filter((other) => other.chunk === page.chunk);
      for (const other of sameChunk) expect(pages[other.path]).toBe(pages[page.path]);
    }
    expect(new Set(Object.values(pages)).size).toBe(new Set(PAGES.map((page) => page.chunk)).size);
  });

  test.each(PAGES.map((page) => [page.path]))('%s has a non-empty head at its canonical address', (path) => {
    const head = renderer.head(path, '', dataFor(path));
    expect(head.title.trim()).not.toBe('');
    expect(head.title).toMatch(/Busqy/);
    expect(head.description.length).toBeGreaterThan(40);
    expect(head.indexable).toBe(true);
    expect(head.canonicalPath).toBe(canonicalPage(PAGES, path)!.canonical.path);
  });

  test('every canonical alias resolves to a page of its own, and shares its head', () => {
    const aliases = PAGES.filter((page) => 'canonical' in page);
    expect(aliases.map((page) => page.path)).toEqual(['/home', '/selecionar-plano', '/promo', '/afiliado']);
    for (const alias of aliases) {
      const target = PAGES.find((page) => page.path === alias.canonical);
      expect(target).toBeDefined();
      expect(target).not.toHaveProperty('canonical');
      expect(target!.chunk).toBe(alias.chunk);
      expect(renderer.head(alias.path, '', dataFor(alias.path))).toEqual(
        renderer.head(target!.path, '', dataFor(target!.path)),
      );
    }
  });

  test('the pages that read the catalog say so; the promos key their cache on their code only', () => {
    expect(renderer.dataNeeds('/', '?utm_source=x')).toEqual([PLANS_PATH]);
    expect(renderer.dataNeeds('/selecionar-plano', '')).toEqual([PLANS_PATH]);
    expect(renderer.dataNeeds('/afiliado', '?afiliado=%20Joana%20')).toEqual([promoPath('Joana')]);
    expect(renderer.dataNeeds('/planos-promo', '')).toEqual([promoPath('novo')]);
    expect(renderer.dataNeeds('/sobre', '')).toEqual([]);
    for (const page of PAGES.filter((p) => p.chunk === 'page-promo')) {
      expect(page.query).toEqual(['promo', 'parceiro', 'afiliado']);
      expect(page.showsTime).toBe(true);
    }
  });
});

describe('heads', () => {
  test('the landing page carries the FAQ it shows as FAQPage JSON-LD', () => {
    const faq = byType(renderer.head('/', '', dataFor('/')), 'FAQPage');
    expect(faq?.mainEntity).toEqual(
      LANDING_FAQ.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    );
  });

  test('/planos lists the plans it renders as Offers in BRL, from the same catalog answer', () => {
    const head = renderer.head('/planos', '', dataFor('/planos'));
    const graph = (head.jsonLd[0] as { '@graph': Array<Record<string, unknown>> })['@graph'];
    const catalog = plansResponse();
    expect(graph.map((product) => product.name)).toEqual(catalog.plans.map((plan) => `Busqy ${plan.name}`));
    const offers = graph[0]!.offers as Array<Record<string, unknown>>;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'BRL', url: '/planos' });
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
    }
    // Without the catalog the page still has its head, without offers.
    expect(renderer.head('/planos', '', NO_DATA).jsonLd).toEqual([]);
  });

  test('a campaign link previews its offer at its own canonical address', () => {
    const search = '?promo=BlackFriday&utm_source=facebook';
    const head = renderer.head('/planos-promo', search, dataFor('/planos-promo', search));
    const { promo } = promoResponse('blackfriday');
    expect(head).toMatchObject({
      title: `${promo.title} | Busqy`,
      description: promo.subtitle,
      canonicalPath: '/planos-promo?promo=blackfriday',
    });
  });

  test("a referral's link previews its offer but is canonical at /planos-promo", () => {
    const search = '?parceiro=joana';
    const head = renderer.head('/promo', search, dataFor('/promo', search));
    expect(head.title).toBe(`${promoResponse('joana').promo.title} | Busqy`);
    expect(head.canonicalPath).toBe('/planos-promo');
  });

  test('without a code, or without the catalog answer, the promo page has its own generic head', () => {
    const bare = renderer.head('/planos-promo', '', dataFor('/planos-promo'));
    expect(bare.title).toBe('Oferta especial | Busqy');
    expect(bare.canonicalPath).toBe('/planos-promo');
    const refused = renderer.head('/planos-promo', '?promo=%3Cscript%3E', NO_DATA);
    expect(refused.title).toBe('Oferta especial | Busqy');
    expect(JSON.stringify(refused)).not.toContain('<script');
  });

  test('an unknown path is not a page', () => {
    expect(() => renderer.head('/nao-existe', '', NO_DATA)).toThrow(/no page/);
  });
});
