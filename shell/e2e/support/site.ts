import type { Page } from 'playwright-core';
import protocol from '../../server/pages/early-input-protocol.json';
import { env } from './env';

/** What crosses into the page must be serialisable: plain method, headers and string body. */
export interface PageRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Calls the API from inside the page, on the site's own origin, with the page's cookies. */
export function fetchInPage(page: Page, path: string, init: PageRequest = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, { credentials: 'include', ...init });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    },
    { path, init },
  );
}

/**
 * Waits until React handles the page's form: a pre-rendered form is on screen before that, marked for
 * the early-input capture (the marker goes once hydrated; on an older shell its submit button is
 * disabled instead). Journeys that check what happens while typing (formatting, hints) or follow a
 * link right away wait for this; filling then clicking submit needs no wait (a submit before
 * hydration is replayed, and typed text survives hydration).
 */
export async function waitForHydratedForm(page: Page) {
  await page
    .locator(`form:not([${protocol.attribute}]) button[type="submit"]:not([disabled])`)
    .first()
    .waitFor();
}

/** Fills and submits the /login form (the caller waits for what should follow). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${env.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page
    .locator('form')
    .getByRole('button', { name: /^Entrar/ })
    .click();
}
