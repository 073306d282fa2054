import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionStack } from './production-stack.mjs';
const protocol = JSON.parse(readFileSync(new URL('../server/pages/early-input-protocol.json', import.meta.url), 'utf8'));
const route = '/login';
const stack = await startProductionStack('zz-trace');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < 6; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR', hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(({ handle }) => {
      const log = (window.__log = []);
      const L = (n) => log.push([n, Math.round(performance.now())]);
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: false, supportsFiber: true, renderers: new Map(), inject() { L('inject'); return 1; }, onCommitFiberRoot() { L('commit'); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
      let capture;
      Object.defineProperty(window, handle, { configurable: true, get: () => capture, set(v) { const r = v.replay; v.replay = (s) => { L('replay:' + s); return r(s); }; capture = v; } });
      new MutationObserver(() => { if (!window.__eff && document.body?.textContent.includes('Entrando...')) { window.__eff = 1; L('effect'); } }).observe(document, { subtree: true, childList: true, characterData: true });
      document.addEventListener('pointerdown', () => L('tap'), true);
      document.addEventListener('submit', () => L('submit'), true);
    }, { handle: protocol.global });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${stack.origin}${route}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 20 });
    await page.fill('input[name="email"]', 'bench@example.com'); await page.fill('input[name="password"]', 'senha-de-bench');
    await page.locator('form button[type="submit"]').first().tap({ noWaitAfter: true });
    await page.waitForFunction(() => window.__eff, null, { polling: 50, timeout: 30000 });
    const res = await page.evaluate(() => ({ fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0].startTime), log: window.__log, rd: Math.round(performance.getEntriesByType('resource').find((r) => r.name.includes('/729.'))?.responseEnd) }));
    console.log(JSON.stringify(res));
    await context.close();
  }
} finally { await browser.close(); await stack.stop(); }
