// The renderer against the pre-render contract: its pages and their heads, as the shell server reads them.
import {
  PRERENDER_FORMAT,
  canonicalPage,
  type PrerenderedPageData,
  type PrerenderRenderer,
} from '@busqy/platform-contract/prerender';
import { PAGES, pages } from '../routes';
import accountRenderer from './renderer';

// As the shell calls it: through the contract's interface.
const renderer: PrerenderRenderer = accountRenderer;

const DATA: PrerenderedPageData = { format: PRERENDER_FORMAT, year: 2026, api: {} };

describe('the account renderer (PrerenderRenderer)', () => {
  test('is of the format the contract defines; its open pages are routes of the remote, with their chunks', () => {
    expect(renderer.format).toBe(PRERENDER_FORMAT);
    expect(renderer.pages).toBe(PAGES);
    for (const page of PAGES) expect(pages[page.path]).toBeDefined();
    expect(pages['/cadastro']).toBe(pages['/signup']);
  });

  test.each(PAGES.map((page) => [page.path]))('%s has a non-empty head and reads no data', (path) => {
    const head = renderer.head(path, '', DATA);
    expect(head.title).toMatch(/\S+ \| Busqy$/);
    expect(head.description.length).toBeGreaterThan(40);
    expect(head.canonicalPath).toBe(canonicalPage(PAGES, path)!.canonical.path);
    expect(renderer.dataNeeds(path, '')).toEqual([]);
  });

  test('the password recovery page stays out of search engines and the sitemap', () => {
    expect(renderer.head('/esqueci-senha', '', DATA).indexable).toBe(false);
    expect(PAGES.find((page) => page.path === '/esqueci-senha')).toMatchObject({ sitemap: false });
    expect(renderer.head('/cadastro', '', DATA)).toEqual(renderer.head('/signup', '', DATA));
    expect(renderer.head('/login', '', DATA).indexable).toBe(true);
  });
});
