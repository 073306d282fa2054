import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { env } from './env';

/** Debian's Chromium, with the flags this closed network needs (ARCHITECTURE §4). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: env.chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A fresh context (no cookies, no storage) with a phone-first or desktop viewport. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  const page = await context.newPage();
  return { context, page };
}
