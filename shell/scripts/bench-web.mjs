// `npm run bench:web [-- --runs=N] [/route ...]`: Lighthouse 12.8.2 with its mobile defaults
// (simulated slow 4G, 4× CPU slowdown) against the production builds served exactly as `npm start`
// serves them, as a first-time visitor (Lighthouse clears cache and storage before each run).
// Prints the median of N runs (default 5) per route. Scores are noisy on a shared machine, so this
// prints figures and never fails on them (targets: README.md "Budgets"). `--save=DIR` also writes
// each run's Lighthouse report (JSON) there, to read what is on the LCP path.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionStack } from './production-stack.mjs';

const DEFAULT_ROUTES = ['/', '/planos', '/planos-promo?promo=novo', '/bio', '/login'];
const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive whole number`);
const routes = args.filter((a) => a.startsWith('/'));
const saveArg = args.find((a) => a.startsWith('--save='));
const SAVE_DIR = saveArg ? path.resolve(saveArg.slice('--save='.length)) : null;
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** gzip size of every script body, fetched once per URL (hashed files never change). */
const gzipCache = new Map();
async function gzipSizeOf(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url)
        .then(async (r) => gzipSync(Buffer.from(await r.arrayBuffer())).length)
        .catch(() => 0),
    );
  }
  return gzipCache.get(url);
}

/** One Lighthouse run → the figures of the table (and its report in SAVE_DIR as `file`). */
async function measure(url, port, file) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (SAVE_DIR) writeFileSync(path.join(SAVE_DIR, file), JSON.stringify(lhr));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith('http'));
  const jsGzip = (await Promise.all(scripts.map((s) => gzipSizeOf(s.url)))).reduce((a, b) => a + b, 0);
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    jsGzip,
    wire: lhr.audits['total-byte-weight'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedA11y: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
      .map((a) => a.id),
  };
}

const stack = await startProductionStack('bench-web');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const rows = [];
try {
  for (const route of routes.length ? routes : DEFAULT_ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const file = `${route.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${i + 1}.json`;
      runs.push(await measure(`${stack.origin}${route}`, chrome.port, file));
      process.stdout.write('.');
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      route,
      perf: m('perf'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      a11y: m('a11y'),
      jsGzip: m('jsGzip'),
      wire: m('wire'),
      benchmarkIndex: m('benchmarkIndex'),
      failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    });
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(`\n\nLighthouse 12.8.2, mobile (simulated slow 4G), median of ${RUNS} run(s)\n`);
// The simulation scales the tasks it observed by the 4× slowdown, so TBT follows this host's speed:
// Lighthouse's benchmark index of the host (higher is faster) says which figures compare.
console.log('| Route | Perf | LCP | TBT | CLS | A11y | JS gz until idle | Bytes on the wire | Host index |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.route}\` | ${r.perf} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.a11y} | ${kb(r.jsGzip)} | ${kb(r.wire)} | ${Math.round(r.benchmarkIndex)} |`,
  );
}
for (const r of rows) {
  if (r.failedA11y.length)
    console.log(`  ${r.route}: accessibility audits failing: ${r.failedA11y.join(', ')}`);
}
process.exit(0);
