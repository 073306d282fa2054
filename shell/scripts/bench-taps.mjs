// `npm run bench:taps [-- --runs=N] [/route ...]`: what a visitor who taps at once gets from a
// pre-rendered page, on the production builds served exactly as `npm start` serves them, in Debian's
// Chromium under DevTools throttling (slow 4G as Lighthouse's devtools mode applies it, 4× CPU
// slowdown), a 412 px phone viewport, a fresh profile per run. Prints the median of N runs (default
// 5) per route: first contentful paint, "hydrated at" (when the page's early presses are replayed,
// i.e. the remote's page has committed), and, where the route has the control, tap-to-effect for a tap
// made at first paint (plan choice on /planos → the navigation to /cadastro; coupon copy on
// /planos-promo?promo=novo → 'Cupom copiado!'; submit on /login → the form is being sent). Figures
// on a shared machine are noisy: it prints them and never fails on them (target: README "Budgets").
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { PROTOCOL as protocol } from '../server/pages/early-input.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionStack } from './production-stack.mjs';

const DEFAULT_ROUTES = [
  '/',
  '/planos',
  '/planos-promo?promo=novo',
  '/planos-promo?promo=blackfriday',
  '/login',
];
const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');
const routes = args.filter((a) => a.startsWith('/'));

/** Lighthouse's devtools throttling for its mobile "slow 4G" (150 ms RTT × 3.75, 1.6 Mbps × 0.9). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

/** What to tap on a route at first paint, and the text whose appearance is its effect. */
const TAPS = {
  '/planos': {
    what: 'plan choice',
    selector: 'article[data-plan] button',
    effect: { path: '/cadastro' },
  },
  '/planos-promo?promo=novo': {
    what: 'coupon copy',
    selector: 'button:has-text("Copiar cupom")',
    effect: { text: 'Cupom copiado!' },
  },
  '/login': {
    what: 'submit',
    selector: 'form button[type="submit"]',
    effect: { text: 'Entrando...' },
    fill: { 'input[name="email"]': 'bench@example.com', 'input[name="password"]': 'senha-de-bench' },
  },
};

/**
 * Runs before the page's own scripts: records (in the page's clock, ms since navigation) the first
 * tap, when the page scope's early presses are replayed, and when the effect showed.
 */
function instrument({ handle, pageScope, effect }) {
  const marks = { tap: null, hydrated: null, effect: null };
  window.__bench = marks;
  const now = () => performance.now();
  document.addEventListener('pointerdown', (e) => void (marks.tap ??= e.timeStamp), true);
  let capture;
  Object.defineProperty(window, handle, {
    configurable: true,
    get: () => capture,
    set(value) {
      const replay = value.replay;
      value.replay = (scope) => {
        if (scope === pageScope) marks.hydrated ??= now();
        return replay(scope);
      };
      capture = value;
    },
  });
  if (effect?.path) {
    const push = history.pushState.bind(history);
    history.pushState = (state, title, url) => {
      if (String(url).startsWith(effect.path)) marks.effect ??= now();
      return push(state, title, url);
    };
  }
  if (effect?.text) {
    new MutationObserver(() => {
      if (marks.effect === null && document.body?.innerText.includes(effect.text)) marks.effect = now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }
}

async function measure(browser, origin, route) {
  const tap = TAPS[route];
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  await page.addInitScript(instrument, {
    handle: protocol.global,
    pageScope: protocol.scopes.page,
    effect: tap?.effect ?? null,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { polling: 20, timeout: 60_000 },
    );
    if (tap) {
      for (const [selector, value] of Object.entries(tap.fill ?? {})) await page.fill(selector, value);
      await page.locator(tap.selector).first().tap({ timeout: 30_000 });
      await page.waitForFunction(() => window.__bench.effect !== null, null, {
        polling: 50,
        timeout: 60_000,
      });
    }
    await page.waitForFunction(() => window.__bench.hydrated !== null, null, {
      polling: 50,
      timeout: 60_000,
    });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      hydrated: window.__bench.hydrated,
      tapToEffect: window.__bench.effect === null ? null : window.__bench.effect - window.__bench.tap,
      tapAfterFcp:
        window.__bench.tap === null
          ? null
          : window.__bench.tap - performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const stack = await startProductionStack('bench-taps');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const route of routes.length ? routes : DEFAULT_ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measure(browser, stack.origin, route));
      process.stdout.write('.');
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      route,
      what: TAPS[route]?.what,
      ...Object.fromEntries(Object.keys(runs[0]).map((k) => [k, m(k)])),
    });
  }
} finally {
  await browser.close();
  await stack.stop();
}

const ms = (value) => (value === null ? '–' : `${Math.round(value).toLocaleString('en')} ms`);
const [load1] = loadavg();
console.log(
  `\n\nTaps at first paint: Chromium, ${PHONE.width} px, slow 4G + ${CPU_SLOWDOWN}× CPU (DevTools), median of ${RUNS} run(s); load average ${load1.toFixed(2)}\n`,
);
console.log('| Route | FCP | Hydrated at | Tap at first paint | Tap → effect |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.route}\` | ${ms(r.fcp)} | ${ms(r.hydrated)} | ${r.what ? `${r.what} (+${ms(r.tapAfterFcp)})` : '–'} | ${ms(r.tapToEffect)} |`,
  );
}
process.exit(0);
