import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { escapeHtml } from '../pages/html.js';
import { fetchInlineStyles, INLINE_STYLE_MAX_BYTES, inlinableCss, styleTag } from '../pages/inline-styles.js';
import { readStartupAssets } from '../pages/startup-assets.js';

describe('inlinableCss', () => {
  test("keeps the CSS, pointing its source map at the map's real address", () => {
    const css = '.a{color:red}\n/*# sourceMappingURL=248.3d942c52.css.map*/';
    expect(inlinableCss(css, 'http://localhost:3001/248.3d942c52.css')).toBe(
      '.a{color:red}\n/*# sourceMappingURL=http://localhost:3001/248.3d942c52.css.map */',
    );
    // The shell's own files are root-relative, valid on whatever origin serves the page.
    expect(inlinableCss('.a{}/*# sourceMappingURL=968.css.map*/', '/968.css')).toBe(
      '.a{}/*# sourceMappingURL=/968.css.map */',
    );
    expect(inlinableCss('.a{background:url(data:image/png;base64,AAAA)}', '/x.css')).not.toBeNull();
    expect(inlinableCss('.a{background:url("https://cdn.test/a.png")}', '/x.css')).not.toBeNull();
  });

  test.each([
    ['over the size cap', `.a{color:red}${' '.repeat(INLINE_STYLE_MAX_BYTES)}`],
    ['a relative url()', '.a{background:url(img/a.png)}'],
    ['a quoted relative url()', ".a{background:url( '../a.woff2')}"],
    ['a root-relative url()', '.a{background:url(/a.png)}'],
    ['an @import', '@import "other.css";.a{}'],
    ['text that would close the element', '.a::after{content:"</style><script>alert(1)</script>"}'],
    ['the same in upper case', '.a::after{content:"</STYLE>"}'],
  ])('refuses a stylesheet with %s (it stays linked)', (_case, css) => {
    expect(inlinableCss(css, 'http://remote.test/a.css')).toBeNull();
  });

  test('styleTag names the file in data-href, escaped', () => {
    expect(styleTag('http://r.test/a.css?x="1"&y', '.a{}', escapeHtml)).toBe(
      '<style data-href="http://r.test/a.css?x=&quot;1&quot;&amp;y">.a{}</style>',
    );
  });
});

describe('fetchInlineStyles', () => {
  test('keeps what fetched and can be inlined; a failure, a 404 or a refused file is left out', async () => {
    const requests: string[] = [];
    const files: Record<string, string> = {
      'http://r.test/ok.css': '.ok{}',
      'http://r.test/import.css': '@import "x.css";',
    };
    const fetchImpl = async (url: string) => {
      requests.push(url);
      if (url === 'http://r.test/down.css') throw new Error('ECONNREFUSED');
      return url in files ? new Response(files[url]) : new Response('no', { status: 404 });
    };
    const styles = await fetchInlineStyles(
      [
        'http://r.test/ok.css',
        'http://r.test/ok.css',
        'http://r.test/missing.css',
        'http://r.test/down.css',
        'http://r.test/import.css',
      ],
      { fetchImpl },
    );
    expect([...styles]).toEqual([['http://r.test/ok.css', '.ok{}']]);
    expect(requests.filter((url) => url.endsWith('ok.css'))).toHaveLength(1);
  });
});

describe("readStartupAssets (the shell's startup files)", () => {
  async function dist(files: Record<string, string>) {
    const dir = await mkdtemp(path.join(tmpdir(), 'startup-assets-'));
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
    return dir;
  }

  test('inlines the CSS and preloads the scripts', async () => {
    const dir = await dist({
      'startup-assets.json': JSON.stringify({ js: ['1.aaaa1111.js'], css: ['2.bbbb2222.css'] }),
      '2.bbbb2222.css': ':root{--c:red}',
    });
    try {
      expect(await readStartupAssets(dir)).toEqual({
        styles: '<style data-href="/2.bbbb2222.css">:root{--c:red}</style>',
        preloads: [{ href: '/1.aaaa1111.js', as: 'script' }],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('links a stylesheet it cannot inline (too large, or missing), and names nothing without the list', async () => {
    const dir = await dist({
      'startup-assets.json': JSON.stringify({ js: [], css: ['big.css', 'gone.css'] }),
      'big.css': `.a{}${' '.repeat(INLINE_STYLE_MAX_BYTES)}`,
    });
    const empty = await dist({});
    try {
      expect(await readStartupAssets(dir)).toEqual({
        styles: '',
        preloads: [
          { href: '/big.css', as: 'style', stylesheet: true },
          { href: '/gone.css', as: 'style', stylesheet: true },
        ],
      });
      expect(await readStartupAssets(empty)).toEqual({ styles: '', preloads: [] });
    } finally {
      await Promise.all([dir, empty].map((d) => rm(d, { recursive: true, force: true })));
    }
  });
});
