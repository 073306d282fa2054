import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import chromiumFlags from '../../scripts/chromium-flags.json';
import { env } from './env';
import { reportOnFailure } from './failure-report';
import { watchContext } from './page-checks';

/** Debian's Chromium, with the flags this closed network needs (ARCHITECTURE §4). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: env.chromiumPath,
    args: [...chromiumFlags, '--disable-quic'],
  });
}

/** The phone viewport the phone-first journeys use. */
export const PHONE = { width: 390, height: 844 };

/** One browser for a journey file: launched before its first journey, closed after its last. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a journey');
    return browser;
  };
}

/**
 * A fresh context (no cookies, no storage) with a phone-first or desktop viewport. Every page of it
 * is watched (support/page-checks.ts): closing the context fails the journey on any hydration
 * warning or serious/critical axe-core violation seen on the site's routes.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  const checks = watchContext(context, new URL(env.baseUrl).origin);
  const stopReporting = reportOnFailure(context);
  const close = context.close.bind(context);
  context.close = async (options) => {
    try {
      await checks.verify();
    } finally {
      stopReporting();
      await close(options);
    }
  };
  const page = await context.newPage();
  return { context, page };
}
