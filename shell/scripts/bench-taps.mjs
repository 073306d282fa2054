// `npm run bench:taps [-- --runs=N] [/route ...]`: what a visitor who taps at once gets from a
// pre-rendered page, on the production builds served exactly as `npm start` serves them, in Debian's
// Chromium under DevTools throttling (slow 4G as Lighthouse's devtools mode applies it, 4× CPU
// slowdown), a 412 px phone viewport, a fresh profile per run. Prints the median of N runs (default
// 5) per route: first contentful paint and "hydrated at" (when the page's early presses are replayed,
// i.e. the remote's page has committed) from visits without a tap, and, where the route has the
// control, tap-to-effect from visits that tap it at first paint (plan choice on /planos → /cadastro:
// the app's history entry, or the first paint of /cadastro when the capture script navigated before
// hydration; coupon copy on /planos-promo?promo=novo → 'Cupom copiado!'; submit on /login → the form
// is being sent). The tap is a raw touch sent the moment Chromium reports the first contentful paint,
// at the control's place in the pre-rendered layout: no waiting for the page to look idle first, as
// Playwright's actionability checks would (on a busy main thread they held taps back by a second).
// The login form is filled while the page parses, as early as an autofill could. On /login it also
// times a sign-in typed once the page works: Enter → the answer (the sign-in service loaded while
// the visitor typed, or only after the submit). Figures on a shared machine are noisy: it prints
// them and never fails on them (target: README "Budgets").
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionStack } from './production-stack.mjs';

// The names the capture script and the app share, read from their one declaration (the compiled
// server may not exist yet on a fresh clone: the stack builds it).
const protocol = JSON.parse(
  readFileSync(new URL('../server/pages/early-input-protocol.json', import.meta.url), 'utf8'),
);

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
    autofill: { 'input[name="email"]': 'bench@example.com', 'input[name="password"]': 'senha-de-bench' },
  },
};

/**
 * Runs before each document's own scripts (the page's, and the next one's when the tap navigates).
 * Marks, in epoch milliseconds, kept in sessionStorage so that they outlive a navigation: the first
 * tap (and how long after the page's first paint it came), when the page scope's early presses are
 * replayed, and when the effect showed: the text appearing, the history entry pushed by the app, or,
 * for a navigation the capture script started before hydration, the first paint of the new page.
 */
function instrument({ handle, pageScope, effect, autofill, target, key }) {
  const origin = performance.timeOrigin;
  const read = () => JSON.parse(sessionStorage.getItem(key) ?? '{}');
  const mark = (name, value) => {
    const marks = read();
    if (marks[name] === undefined) sessionStorage.setItem(key, JSON.stringify({ ...marks, [name]: value }));
  };
  const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (read().tap !== undefined) {
    // A new document after the tap: the navigation's effect is this page shown.
    if (effect?.path && location.pathname.startsWith(effect.path)) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') mark('effect', origin + entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    }
    return;
  }
  if (autofill) {
    // As early as an autofill could: each field once it is parsed, with its input and change events.
    const filled = new Set();
    const fill = () => {
      for (const [selector, value] of Object.entries(autofill)) {
        const field = document.querySelector(selector);
        if (!field || filled.has(selector)) continue;
        filled.add(selector);
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (filled.size === Object.keys(autofill).length) observer.disconnect();
    };
    const observer = new MutationObserver(fill);
    observer.observe(document, { subtree: true, childList: true });
  }
  document.addEventListener(
    'pointerdown',
    (e) => {
      mark('tapAfterFcp', e.timeStamp - (fcp() ?? Number.NaN));
      mark('tap', origin + e.timeStamp);
      // Whether the finger met the control (a tap beside it would have no effect to time).
      mark('tapHit', e.target instanceof Element && e.target.closest(target) !== null);
    },
    true,
  );
  let capture;
  Object.defineProperty(window, handle, {
    configurable: true,
    get: () => capture,
    set(value) {
      const replay = value.replay;
      value.replay = (scope) => {
        if (scope === pageScope) mark('hydrated', performance.now());
        return replay(scope);
      };
      capture = value;
    },
  });
  if (effect?.path) {
    const push = history.pushState.bind(history);
    history.pushState = (state, title, url) => {
      if (String(url).startsWith(effect.path)) mark('effect', origin + performance.now());
      return push(state, title, url);
    };
  }
  if (effect?.text) {
    // The text of what changed, never the page's innerText: that forces a layout at every mutation,
    // which would slow down the very hydration being timed. Text that is never shown (a script's, a
    // style's, a template's) does not count, nor anything before the tap.
    const UNSHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const shows = (node) =>
      !UNSHOWN.has(node.nodeName) &&
      !UNSHOWN.has(node.parentNode?.nodeName) &&
      (node.textContent ?? '').includes(effect.text);
    new MutationObserver((records) => {
      if (read().tap === undefined) return;
      const changed = records.some((r) =>
        r.type === 'characterData' ? shows(r.target) : [...r.addedNodes].some(shows),
      );
      if (changed) mark('effect', origin + performance.now());
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }
}

const MARKS_KEY = '__benchTaps';

/**
 * DevTools throttling does not reach the browser's speculation-rules prefetches (the page prefetches
 * what an early navigation opens, early-input.ts earlyPrefetch): under it they answer at once. So
 * that a prefetched navigation is not credited with a free fetch, the time the prefetch would have
 * taken on the throttled network (latency, then its bytes at the throttled rate, from when it was
 * asked) past the navigation's own start is added to the tap's effect.
 */
function watchPrefetches(cdp, path) {
  const prefetches = new Map();
  let navigationAt;
  let usedPrefetch = false;
  if (path) {
    cdp.on('Network.requestWillBeSent', (e) => {
      const url = new URL(e.request.url);
      if (e.type === 'Prefetch') prefetches.set(e.requestId, { url: url.href, at: e.wallTime * 1000 });
      else if (e.type === 'Document' && url.pathname.startsWith(path) && navigationAt === undefined)
        navigationAt = { url: url.href, at: e.wallTime * 1000 };
    });
    cdp.on('Network.loadingFinished', (e) => {
      const prefetch = prefetches.get(e.requestId);
      if (prefetch) prefetch.bytes = e.encodedDataLength;
    });
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Document' && e.response.fromPrefetchCache) usedPrefetch = true;
    });
  }
  return {
    used: () => usedPrefetch,
    unthrottledGain() {
      if (!usedPrefetch || !navigationAt) return 0;
      const prefetch = [...prefetches.values()].find((p) => p.url === navigationAt.url);
      if (!prefetch || prefetch.bytes === undefined)
        throw new Error(`${path}: prefetch of ${navigationAt.url} not seen whole`);
      const throttledReadyAt =
        prefetch.at + SLOW_4G.latency + (prefetch.bytes / SLOW_4G.downloadThroughput) * 1000;
      return Math.max(0, throttledReadyAt - navigationAt.at);
    },
  };
}

/**
 * Where the route's control is in the pre-rendered page as first painted: the page with none of its
 * script files (the inline ones run: the page is as it paints, the <noscript> line hidden), in the
 * bench's viewport. The spot must be on screen, since a visitor taps what they see.
 */
async function locate(browser, origin, route) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });
  try {
    await context.route('**/*', (request) =>
      request.request().resourceType() === 'script' ? request.abort() : request.continue(),
    );
    const page = await context.newPage();
    await page.goto(`${origin}${route}`);
    const box = await page.locator(TAPS[route].selector).first().boundingBox();
    if (!box || box.y + box.height > PHONE.height)
      throw new Error(
        `${route}: ${TAPS[route].selector} is not on the first screen (${JSON.stringify(box)})`,
      );
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Once listening (before the navigation starts): a promise that resolves when Chromium reports the
 * main frame's first contentful paint, or fails after 60 s.
 */
async function listenForFirstPaint(cdp) {
  const { frameTree } = await cdp.send('Page.getFrameTree');
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  let timer;
  const painted = Promise.race([
    new Promise((resolve) => {
      cdp.on('Page.lifecycleEvent', (e) => {
        if (e.name === 'firstContentfulPaint' && e.frameId === frameTree.frame.id) resolve();
      });
    }),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('no first contentful paint within 60 s')), 60_000);
    }),
  ]).finally(() => clearTimeout(timer));
  painted.catch(() => {}); // awaited by the caller; not an unhandled rejection meanwhile
  return { painted };
}

/** A finger's tap at `spot`, as the touch screen sends it: no checks, no waiting for the page. */
async function touch(cdp, { x, y }) {
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
}

/**
 * One fresh visit to `route`. Untapped: its first paint and when its page hydrated. Tapped (a route
 * of TAPS, at `spot`): the control tapped at first paint, and how long until its effect showed.
 */
async function measure(browser, origin, route, spot) {
  const tap = spot ? TAPS[route] : undefined;
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  await page.addInitScript(instrument, {
    handle: protocol.global,
    pageScope: protocol.scopes.page,
    effect: tap?.effect ?? null,
    autofill: tap?.autofill ?? null,
    target: tap?.selector ?? null,
    key: MARKS_KEY,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const marks = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), MARKS_KEY);
  const prefetch = watchPrefetches(cdp, tap?.effect?.path);
  const { painted } = await listenForFirstPaint(cdp);
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    await painted;
    if (tap) {
      await touch(cdp, spot);
      // The tap may navigate: each poll reads the marks of whichever document is there.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const m = await marks().catch(() => ({}));
        if (m.tapHit === false) throw new Error(`${route}: the tap missed ${tap.selector}`);
        if (m.effect !== undefined)
          return {
            tapToEffect: m.effect - m.tap + prefetch.unthrottledGain(),
            tapAfterFcp: m.tapAfterFcp,
            prefetched: prefetch.used(),
          };
        if (Date.now() > deadline) throw new Error(`${route}: no effect of the tap within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await page.waitForFunction(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').hydrated !== undefined,
      MARKS_KEY,
      {
        polling: 50,
        timeout: 60_000,
      },
    );
    return await page.evaluate(
      (key) => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        hydrated: JSON.parse(sessionStorage.getItem(key)).hydrated,
      }),
      MARKS_KEY,
    );
  } finally {
    await context.close();
  }
}

/** The visitor who types the login on a page already working (bench's credentials: no such account). */
const SIGN_IN = {
  route: '/login',
  fields: TAPS['/login'].autofill,
  /** Between keys: a quick typist, or a password manager's fill and a confirm. */
  keyDelay: 60,
  /** A toast of the toaster (role=status or alert inside its region): the sign-in's answer. */
  answer: 'section[aria-label="Notificações"] li',
};

/**
 * One fresh visit to /login that waits for the page to hydrate, then types the e-mail and password
 * (a tap on each field, SIGN_IN.keyDelay between keys) and presses Enter: how long from the Enter to
 * the sign-in's answer on screen. The answer needs the sign-in service (Firebase's SDK, loaded on
 * demand) and a round trip to it, so this shows whether the service was fetched while the visitor
 * typed or only after the submit.
 */
async function measureSignIn(browser, origin) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(instrument, {
    handle: protocol.global,
    pageScope: protocol.scopes.page,
    effect: null,
    autofill: null,
    target: null,
    key: MARKS_KEY,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${origin}${SIGN_IN.route}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').hydrated !== undefined,
      MARKS_KEY,
      { polling: 50, timeout: 60_000 },
    );
    for (const [selector, value] of Object.entries(SIGN_IN.fields)) {
      await page.locator(selector).tap();
      await page.keyboard.type(value, { delay: SIGN_IN.keyDelay });
    }
    await page.evaluate((answer) => {
      const times = {};
      window.__benchSignIn = times;
      document.addEventListener('keydown', (e) => e.key === 'Enter' && (times.submit ??= e.timeStamp), true);
      new MutationObserver(() => {
        if (times.submit !== undefined && document.querySelector(answer)) times.answer ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    }, SIGN_IN.answer);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__benchSignIn.answer !== undefined, null, {
      polling: 50,
      timeout: 60_000,
    });
    const { submit, answer } = await page.evaluate(() => window.__benchSignIn);
    return answer - submit;
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
const signIns = [];
try {
  for (const route of routes.length ? routes : DEFAULT_ROUTES) {
    const visits = [];
    const taps = [];
    const spot = TAPS[route] ? await locate(browser, stack.origin, route) : undefined;
    for (let i = 0; i < RUNS; i += 1) {
      visits.push(await measure(browser, stack.origin, route, undefined));
      if (spot) taps.push(await measure(browser, stack.origin, route, spot));
      process.stdout.write('.');
    }
    if (route === SIGN_IN.route) {
      for (let i = 0; i < RUNS; i += 1) {
        signIns.push(await measureSignIn(browser, stack.origin));
        process.stdout.write('.');
      }
    }
    const m = (runs, key) => median(runs.map((r) => r[key]));
    rows.push({
      route,
      what: TAPS[route]?.what,
      fcp: m(visits, 'fcp'),
      hydrated: m(visits, 'hydrated'),
      tapAfterFcp: taps.length ? m(taps, 'tapAfterFcp') : null,
      tapToEffect: taps.length ? m(taps, 'tapToEffect') : null,
      prefetched: taps.filter((t) => t.prefetched).length,
      tapped: taps.length,
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
    `| \`${r.route}\` | ${ms(r.fcp)} | ${ms(r.hydrated)} | ${r.what ? `${r.what} (+${ms(r.tapAfterFcp)})` : '–'} | ${ms(r.tapToEffect)}${r.prefetched ? ` (prefetched ${r.prefetched}/${r.tapped})` : ''} |`,
  );
}
if (signIns.length) {
  console.log(
    `\nSign-in typed on the hydrated \`${SIGN_IN.route}\` (${SIGN_IN.keyDelay} ms a key, then Enter): ` +
      `Enter → the answer on screen ${ms(median(signIns))} (median of ${signIns.length}; ` +
      `each: ${signIns.map((v) => Math.round(v)).join(', ')} ms)`,
  );
}
process.exit(0);
