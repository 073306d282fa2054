import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Request } from 'playwright-core';
import { CONSENT_STORAGE_KEY } from '../src/features/tracking/stores/consent-store';
import { browserForFile, newPage, PHONE } from './support/browser';
import { env } from './support/env';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

const browser = browserForFile();

/** The tracking outbox as its CLI prints it, read from the journey stack's embedded database. */
async function outboxReport(): Promise<string> {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is not set: run the journeys through `npm test`');
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'backend/dist/tracking/outbox-cli.js'), '--limit', '50'],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } },
  );
  return stdout;
}

test('UTM values from the landing address are stored and travel with the cadastro event to the outbox', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const email = `utm-${randomUUID().slice(0, 8)}@example.com`;
  // A visitor who accepted tracking earlier (the stack runs no tags, so no banner asks): only with
  // consent does the API keep the event.
  await context.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
  await page.goto(`${env.baseUrl}/?utm_source=x&utm_campaign=y`);
  await page.locator('#planos').waitFor();
  // The pre-rendered page shows before the shell starts (after the first paint) and stores them.
  await page.waitForLoadState('networkidle');
  const stored = await page.evaluate(() => ({
    source: localStorage.getItem('utm_source'),
    campaign: localStorage.getItem('utm_campaign'),
  }));
  expect(stored).toEqual({ source: 'x', campaign: 'y' });

  // Sign up on another page of the site: the stored UTMs, not the current address, carry them.
  await page.goto(`${env.baseUrl}/cadastro`);
  const cadastro = page.waitForRequest(
    (request: Request) =>
      request.url().endsWith('/meta-capi') && request.postDataJSON()?.event_name === 'cadastro',
  );
  await page.getByLabel('Nome').fill('Rita Rastreio');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('senha-forte-123');
  await page.locator('form').getByRole('button', { name: 'Criar conta' }).click();

  const request = await cadastro;
  const body = request.postDataJSON();
  expect(body).toMatchObject({
    event_name: 'cadastro',
    event_id: expect.any(String),
    event_time: expect.any(Number),
    user_data: { em: email, fn: expect.stringMatching(/Rita/) },
    custom_data: { currency: 'BRL', utm_source: 'x', utm_campaign: 'y' },
    consent: 'granted',
  });
  const response = await request.response();
  expect(response?.status()).toBe(202);

  // The API wrote it to the outbox, hashed: the event is there, the plain e-mail is not.
  const report = await outboxReport();
  expect(report).toContain(`event_id=${body.event_id}`);
  expect(report).not.toContain(email);
  await context.close();
});
