import { describe, expect, test } from '@jest/globals';
import { createRequire } from 'node:module';
import {
  carriedScripts,
  compileHintProblems,
  isPrerendered,
  judgeResponse,
  lateStylesheets,
  refetchedInlineStyles,
} from './budget-rules.mjs';

const require = createRequire(import.meta.url);
const { COMPILE_HINT } = require('../../webpack.shared.cjs');
const INLINE_PROTOCOL = require('../server/pages/inline-scripts-protocol.json');

describe('budget rules', () => {
  test('a stylesheet the pre-rendered HTML does not link is reported as late', () => {
    const html =
      '<head><link rel="stylesheet" href="/275.bba4b3ea.css">' +
      '<link rel="stylesheet" href="http://localhost:3001/605.1ffab287.css"></head>' +
      '<script type="application/json" id="page-data">{}</script>';
    expect(isPrerendered(html)).toBe(true);
    expect(
      lateStylesheets(
        html,
        [
          'http://localhost:3000/275.bba4b3ea.css',
          'http://localhost:3001/605.1ffab287.css',
          'http://localhost:3001/764.e17890a0.css',
        ],
        'http://localhost:3000/planos',
      ),
    ).toEqual(['http://localhost:3001/764.e17890a0.css']);
  });

  test('an inlined stylesheet (<style data-href>) is in the HTML; fetching it anyway is reported', () => {
    const html =
      '<head><style data-href="/275.bba4b3ea.css">:root{}</style>' +
      '<style data-href="http://localhost:3001/605.1ffab287.css">.a{}</style></head>';
    const fetched = ['http://localhost:3001/605.1ffab287.css', 'http://localhost:3001/764.e17890a0.css'];
    expect(lateStylesheets(html, fetched, 'http://localhost:3000/planos')).toEqual([
      'http://localhost:3001/764.e17890a0.css',
    ]);
    expect(refetchedInlineStyles(html, fetched, 'http://localhost:3000/planos')).toEqual([
      'http://localhost:3001/605.1ffab287.css',
    ]);
    expect(refetchedInlineStyles(html, [], 'http://localhost:3000/planos')).toEqual([]);
    // The shell's own, root-relative, resolved against the page.
    expect(
      refetchedInlineStyles(html, ['http://localhost:3000/275.bba4b3ea.css'], 'http://localhost:3000/'),
    ).toEqual(['http://localhost:3000/275.bba4b3ea.css']);
  });

  test('a preload is not a stylesheet link; a page without page data is not pre-rendered', () => {
    const html = '<link rel="preload" href="/a.11111111.css" as="style">';
    expect(isPrerendered(html)).toBe(false);
    expect(lateStylesheets(html, ['http://x.test/a.11111111.css'], 'http://x.test/')).toEqual([
      'http://x.test/a.11111111.css',
    ]);
  });

  test('uncompressed bodies and hashed files without a year of immutable cache are reported', () => {
    const body = Buffer.from('x'.repeat(5000));
    const problems = judgeResponse({
      url: 'http://x.test/main.0123abcd.js',
      contentType: 'application/javascript',
      cacheControl: 'max-age=60',
      body,
      wireBytes: body.length,
    });
    expect(problems).toHaveLength(2);
    expect(
      judgeResponse({
        url: 'http://x.test/main.0123abcd.js',
        contentType: 'application/javascript',
        cacheControl: 'public, max-age=31536000, immutable',
        body,
        wireBytes: 40,
      }),
    ).toEqual([]);
  });

  test("a first visit's scripts start with V8's compile hint; the Firebase SDK does not", () => {
    const app = 'self.webpackChunkshell.push([[880],{}]);';
    const firebase = 'self.webpackChunkshell.push([[991],{1:()=>"@firebase/auth"}]);';
    expect(compileHintProblems([{ url: 'http://x.test/880.0123abcd.js', text: COMPILE_HINT + app }])).toEqual(
      [],
    );
    expect(compileHintProblems([{ url: 'http://x.test/991.0123abcd.js', text: firebase }])).toEqual([]);
    expect(
      compileHintProblems([
        { url: 'http://x.test/880.0123abcd.js', text: app },
        { url: 'http://x.test/991.0123abcd.js', text: COMPILE_HINT + firebase },
        // Not the first line: V8 reads the hint only there.
        { url: 'http://x.test/325.0123abcd.js', text: `"use strict";\n${COMPILE_HINT}${app}` },
      ]),
    ).toEqual([
      'script do primeiro carregamento sem a dica de compilação do V8 (um chunk sem nome? webpackChunkName): http://x.test/880.0123abcd.js',
      'SDK do Firebase com a dica de compilação do V8: http://x.test/991.0123abcd.js',
      'script do primeiro carregamento sem a dica de compilação do V8 (um chunk sem nome? webpackChunkName): http://x.test/325.0123abcd.js',
    ]);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
  test('the scripts a document carries are read from its data blocks, whole', () => {
    const type = INLINE_PROTOCOL.blockType;
    const html =
      `<body><script type="application/json" id="x">{}</script><script type="${type}">a("<b>")</script>` +
      `<script type="${type}">c()</script><script>loader()</script></body>`;
    expect(carriedScripts(html)).toEqual(['a("<b>")', 'c()']);
    expect(carriedScripts('<body><script>x()</script></body>')).toEqual([]);
  });
});
