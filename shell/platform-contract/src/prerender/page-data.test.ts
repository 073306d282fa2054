import { PAGE_DATA_ID, PRERENDER_FORMAT, canonicalPage, readPageData, writePageData } from './index';
import type { PageDefinition, PrerenderedPageData } from './index';

describe('page data: one writer, one reader', () => {
  const data: PrerenderedPageData = {
    format: PRERENDER_FORMAT,
    year: 2026,
    api: { '/api/catalog/promos/x': { note: '</script><script>alert(1)</script> & \u2028' } },
    renderedAt: 1_790_000_000_000,
  };

  it('reads back exactly what it wrote, and the text cannot close its <script>', () => {
    const text = writePageData(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(readPageData(text)).toEqual(data);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${text}</script>`;
    expect(readPageData(document.getElementById(PAGE_DATA_ID)?.textContent)).toEqual(data);
    expect(document.scripts).toHaveLength(1);
  });

  it('leaves renderedAt out when the page does not show the time', () => {
    const { renderedAt: _, ...timeless } = data;
    expect(readPageData(writePageData(timeless))).toEqual(timeless);
    expect(readPageData(writePageData(timeless))).not.toHaveProperty('renderedAt');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['malformed', '{"format":'],
    ['of another format', JSON.stringify({ ...data, format: PRERENDER_FORMAT - 1 })],
    ['without a format (a 3.2 shell)', JSON.stringify({ year: 2026, api: {} })],
    ['without api', JSON.stringify({ format: PRERENDER_FORMAT, year: 2026 })],
    ['with a fractional year', JSON.stringify({ format: PRERENDER_FORMAT, year: 2026.5, api: {} })],
    ['with a text renderedAt', JSON.stringify({ ...data, renderedAt: 'now' })],
  ])('reads no page data when it is %s', (_, text) => {
    expect(readPageData(text)).toBeNull();
  });
});

describe('canonicalPage', () => {
  const pages: PageDefinition[] = [
    { path: '/', chunk: 'page-landing' },
    { path: '/home', chunk: 'page-landing', canonical: '/' },
    { path: '/orphan', chunk: 'page-x', canonical: '/gone' },
  ];

  it('follows an alias to the page whose head it shares', () => {
    expect(canonicalPage(pages, '/home')).toEqual({ page: pages[1], canonical: pages[0] });
    expect(canonicalPage(pages, '/')).toEqual({ page: pages[0], canonical: pages[0] });
  });

  it('is null for an unknown path or an alias of nothing', () => {
    expect(canonicalPage(pages, '/nope')).toBeNull();
    expect(canonicalPage(pages, '/orphan')).toBeNull();
  });
});
