import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** React's hydration mismatch reports (the shell logs them as "[hydration] ..."; production React
 * otherwise names them by error number: 418 text/HTML mismatch, 419/421-423/425 hydration errors). */
const HYDRATION_PROBLEM = /\[hydration\]|hydrat|Minified React error #(?:418|419|421|422|423|425)\b/i;

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core on the page as it is now: serious and critical violations only. */
async function axeViolations(page: Page): Promise<Violation[]> {
  // Colour contrast is judged on the settled page: entrance animations (opacity) must have ended,
  // including those of content the app renders after the snapshot was taken (a page the shell
  // renders afresh over the server's HTML mounts the hero again, and its messages fade in again).
  // Settled: no finite animation of opacity or colour running and no element added or removed for
  // 500 ms (5 s at most; text that ticks, a countdown, does not count).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const SEEN = /^(opacity|color|background|filter|visibility)/;
        const started = performance.now();
        let quietSince = started;
        const observer = new MutationObserver(() => {
          quietSince = performance.now();
        });
        observer.observe(document, { subtree: true, childList: true });
        const check = () => {
          const now = performance.now();
          const animating = document.getAnimations().some(
            (a) =>
              a.playState === 'running' &&
              a.effect?.getComputedTiming().iterations !== Infinity &&
              // What contrast depends on; a carousel's progress bar (a transform) never settles.
              a.effect instanceof KeyframeEffect &&
              a.effect.getKeyframes().some((frame) => Object.keys(frame).some((key) => SEEN.test(key))),
          );
          if (animating) quietSince = now;
          if (now - quietSince >= 500 || now - started >= 5000) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 50);
        };
        check();
      }),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: String(v.impact),
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
}

/**
 * Watches every page of a context: any hydration warning or error in the console, and axe-core's
 * serious or critical violations on each route of the site the journey visits (checked once per
 * path, when the network is idle). `verify()` waits for pending checks and throws what was found.
 */
export function watchContext(context: BrowserContext, siteOrigin: string) {
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  const audited = new Set<string>();

  async function audit(page: Page, url: string) {
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    if (page.isClosed() || page.url() !== url) {
      audited.delete(new URL(url).pathname); // moved on before it settled: check it next time
      return;
    }
    try {
      for (const v of await axeViolations(page)) {
        problems.push(
          `axe ${v.impact} "${v.id}" on ${new URL(url).pathname}: ${v.help} (${v.targets.join(', ')})`,
        );
      }
    } catch {
      // The page navigated or closed while axe ran: its next visit is checked instead.
      audited.delete(new URL(url).pathname);
    }
  }

  function watch(page: Page) {
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        HYDRATION_PROBLEM.test(message.text())
      ) {
        problems.push(`hydration problem on ${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(String(error))) problems.push(`hydration error on ${page.url()}: ${error}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!url.startsWith(siteOrigin)) return;
      const { pathname } = new URL(url);
      if (audited.has(pathname)) return;
      audited.add(pathname);
      pending.push(audit(page, url));
    });
  }

  context.on('page', watch);
  return {
    async verify() {
      while (pending.length) await Promise.all(pending.splice(0));
      if (problems.length) throw new Error(`Page checks failed:\n  ${problems.join('\n  ')}`);
    },
  };
}
