// `npm run budget`: builds the production bundles, serves them as `npm start` does, opens pages in
// Chromium and prints what a first visit fetches: gzipped JavaScript and CSS per app, when the
// Firebase SDK arrives compared with the first paint, and any shared singleton loaded twice.
// Deterministic budgets make it exit 1 (README.md "Budgets"): a shared singleton loaded twice, a
// response of the shell or a remote sent uncompressed or with the wrong cache headers, a first
// visit's script without V8's compile hint (budget-rules.mjs), and more than the ceiling of gzipped
// JavaScript for the first load of `/`.
// `--running` measures the stack `npm test` already runs (its *_PORT variables) instead of its own.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  FIRST_LOAD_JS_CEILING,
  FIRST_LOAD_JS_OF_HOME,
  carriedScripts,
  compileHintProblems,
  isFirebase,
  isPrerendered,
  judgeResponse,
  lateStylesheets,
  refetchedInlineStyles,
} from './budget-rules.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, runningStack, startProductionStack } from './production-stack.mjs';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length ? pages : ['/', '/planos', '/sobre', '/login'];
const TARGET_FIRST_LOAD_JS = FIRST_LOAD_JS_OF_HOME;

// Its own ports (TEST_PORT_OFFSET above npm start, default 200) so a running site is not disturbed.
const stack = process.argv.includes('--running') ? runningStack() : await startProductionStack('budget');
const { ports, appByPort } = stack;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let exitCode = 0;
const problems = new Set();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const route of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const fetched = [];
    const judged = [];
    page.on('response', (response) => {
      judged.push(
        (async () => {
          const type = response.request().resourceType();
          const app = appByPort.get(Number(new URL(response.url()).port));
          let body;
          try {
            body = await response.body();
          } catch {
            return; // a response without a body (e.g. a redirect) weighs nothing
          }
          if (type === 'script' || type === 'stylesheet') {
            fetched.push({
              url: response.url(),
              type,
              gzip: gzipSync(body).length,
              text: body.toString('utf8'),
            });
          }
          if (!app || response.status() !== 200) return;
          const headers = await response.allHeaders();
          const { responseBodySize } = await response.request().sizes();
          for (const problem of judgeResponse({
            url: response.url(),
            contentType: headers['content-type'] ?? '',
            cacheControl: headers['cache-control'] ?? '',
            body,
            wireBytes: responseBodySize,
          }))
            problems.add(problem);
        })(),
      );
    });
    const documentResponse = await page.goto(`http://localhost:${ports.shell}${route}`, {
      waitUntil: 'networkidle',
    });
    await Promise.all(judged);
    const documentHtml = (await documentResponse?.text()) ?? '';
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance
        .getEntriesByType('resource')
        .map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd }));
      // The federation runtime keeps one record per shared package and provider.
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      const loaded = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              if (info.loaded || info.loading)
                (loaded[pkg] ??= new Set()).add(`${version} from ${info.from}`);
            }
          }
        }
      }
      return {
        fcp: paint ? paint.startTime : null,
        resources,
        loaded: Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, [...v]])),
      };
    });

    // What a first visit runs from the site's own servers compiles while it downloads.
    const scripts = fetched.filter((item) => item.type === 'script');
    const ownScripts = scripts.filter((item) => appByPort.has(Number(new URL(item.url).port)));
    for (const problem of compileHintProblems(ownScripts)) problems.add(`${route}: ${problem}`);
    // Firebase chunks are deferred until after first paint, so they are reported apart from the
    // app's first-load JavaScript.
    const byApp = {};
    for (const item of fetched.filter((f) => f.type !== 'script' || !isFirebase(f))) {
      const app = appByPort.get(Number(new URL(item.url).port)) ?? new URL(item.url).host;
      byApp[app] ??= { js: 0, css: 0 };
      byApp[app][item.type === 'script' ? 'js' : 'css'] += item.gzip;
    }
    // The shell's scripts a first visit's page with a form carries in its document count as the
    // shell's JavaScript (shell/server/pages/inline-scripts.ts).
    const carried = carriedScripts(documentHtml);
    const carriedJs = carried.reduce((sum, text) => sum + gzipSync(text).length, 0);
    if (carried.length > 0) {
      byApp.shell ??= { js: 0, css: 0 };
      byApp.shell.js += carriedJs;
    }
    const totalJs = Object.values(byApp).reduce((sum, a) => sum + a.js, 0);
    const totalCss = Object.values(byApp).reduce((sum, a) => sum + a.css, 0);
    const firebaseChunks = scripts.filter(isFirebase);
    const firebaseJs = firebaseChunks.reduce((sum, c) => sum + c.gzip, 0);
    const over = (bytes) => (bytes > TARGET_FIRST_LOAD_JS ? ' — ACIMA' : '');
    console.log(`\nPrimeiro carregamento de ${route} (gzip):`);
    for (const [app, size] of Object.entries(byApp))
      console.log(`  ${app.padEnd(10)} JS ${kb(size.js).padStart(9)}   CSS ${kb(size.css).padStart(8)}`);
    console.log(
      `  ${'total'.padEnd(10)} JS ${kb(totalJs).padStart(9)}   CSS ${kb(totalCss).padStart(8)}   (sem Firebase; meta < ${kb(TARGET_FIRST_LOAD_JS)}${over(totalJs)})`,
    );
    console.log(
      `  ${'+ Firebase'.padEnd(10)} JS ${kb(firebaseJs).padStart(9)}   = ${kb(totalJs + firebaseJs)} no total${over(totalJs + firebaseJs)}`,
    );
    const inlineCss = [...documentHtml.matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g)]
      .map(([, css]) => css)
      .join('');
    if (inlineCss)
      console.log(`  CSS inline no HTML: ${kb(gzipSync(inlineCss).length)} (gzip, fora do total acima)`);
    if (carried.length > 0)
      console.log(
        `  JS do shell levado no HTML: ${carried.length} scripts, ${kb(carriedJs)} (gzip, no total acima)`,
      );

    const fetchedCss = fetched.filter((f) => f.type === 'stylesheet').map((f) => f.url);
    // A pre-rendered page paints from its HTML: every stylesheet it uses must be inlined or linked
    // there, or the page paints unstyled and shifts when the CSS arrives (CLS).
    if (isPrerendered(documentHtml)) {
      const late = lateStylesheets(documentHtml, fetchedCss, page.url());
      for (const url of late) problems.add(`CSS fora do <head> da página pré-renderizada ${route}: ${url}`);
      console.log(
        `  CSS no <head> do HTML pré-renderizado: ${late.length ? `FALTAM ${late.length}` : 'todo'}`,
      );
    } else {
      console.log('  (página não pré-renderizada: o CSS da página chega com o JavaScript)');
    }
    // CSS inlined in the HTML must not travel again (the CSS loader takes the inlined copy).
    for (const url of refetchedInlineStyles(documentHtml, fetchedCss, page.url()))
      problems.add(`CSS inline no HTML de ${route} baixado de novo: ${url}`);

    if (route === '/' && totalJs + firebaseJs > FIRST_LOAD_JS_CEILING) {
      problems.add(
        `primeiro carregamento de / com ${kb(totalJs + firebaseJs)} de JS (gzip), teto ${kb(FIRST_LOAD_JS_CEILING)} (meta ${kb(TARGET_FIRST_LOAD_JS)})`,
      );
    }

    const firebaseStart = Math.min(
      ...firebaseChunks.map((chunk) => timing.resources.find((r) => r.name === chunk.url)?.start ?? Infinity),
    );
    if (!firebaseChunks.length) console.log('  Firebase SDK: não baixado nesta página');
    else
      console.log(
        `  Firebase SDK: pedido aos ${firebaseStart.toFixed(0)} ms; primeira pintura aos ${timing.fcp?.toFixed(0) ?? '?'} ms${timing.fcp !== null && firebaseStart < timing.fcp ? ' — ANTES da primeira pintura' : ' (depois da primeira pintura)'}`,
      );
    for (const [pkg, providers] of Object.entries(timing.loaded)) {
      if (providers.length > 1) {
        console.log(`  DUPLICADO: ${pkg} carregado ${providers.length} vezes (${providers.join('; ')})`);
        exitCode = 1;
      }
    }
    if (!Object.values(timing.loaded).some((p) => p.length > 1)) {
      console.log(
        `  Singletons compartilhados carregados uma vez: ${Object.keys(timing.loaded).join(', ') || '(nenhum)'}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
if (problems.size) {
  console.log(`\nOrçamentos determinísticos: ${problems.size} problema(s)`);
  for (const problem of problems) console.log(`  FALHA ${problem}`);
  exitCode = 1;
} else {
  console.log(
    '\nOrçamentos determinísticos: compressão, cache, dicas de compilação e JS de / dentro das metas',
  );
}
process.exit(exitCode);
