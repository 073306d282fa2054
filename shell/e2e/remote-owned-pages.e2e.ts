// A remote owns its pages (issue 18): the marketing team adds /novidades (its page list entry, chunk
// and head) and deploys the remote alone. The running shell, neither rebuilt nor restarted, routes
// it, pre-renders it with its head and lists it in sitemap.xml; the browser hydrates it. The deploy
// is the new release's files put where the stack's marketing remote serves from; the old release's
// files are put back afterwards.
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ID } from '@busqy/platform-contract/prerender';
import { browserForFile, newPage } from './support/browser';
import { env } from './support/env';
import { NEW_PAGE, marketingReleaseWithNewPage } from './support/marketing-release';

const SERVED = path.resolve(__dirname, '../../marketing-remote/dist');
const PREVIOUS = `${SERVED}.before-remote-owned-pages`;
const browser = browserForFile();

let release: string;
beforeAll(() => {
  release = marketingReleaseWithNewPage();
}, 600_000);

/** Pages later checks (the budget, other journeys) read, whose cached HTML may name the new release. */
const FOLLOWED_PAGES = ['/', '/planos', '/sobre'];

/**
 * How long the pages must stay on the old release before later checks run: the shell keeps a page
 * 5 s before it renders it again, and its release cache looks at the remote's manifest every 5 s,
 * so a page rendered again just after the files went back may still be made with the removed release.
 */
const STABLE_MS = 12_000;

afterAll(async () => {
  if (!existsSync(PREVIOUS)) return;
  rmSync(SERVED, { recursive: true, force: true });
  renameSync(PREVIOUS, SERVED);
  // Wait until no page names a file only the removed release had, for long enough that no page can
  // still be rendered again with it, so what runs next (the budget) sees one release, as visitors do
  // a few seconds after a deploy.
  const restored = new Set(readdirSync(SERVED));
  const gone = readdirSync(release).filter((file) => /\.(css|js)$/.test(file) && !restored.has(file));
  let stableSince: number | null = null;
  for (const until = Date.now() + 90_000; ;) {
    const bodies = await Promise.all(
      FOLLOWED_PAGES.map(async (url) => (await fetch(`${env.baseUrl}${url}`)).text()),
    );
    const clean = bodies.every((body) => !gone.some((file) => body.includes(`/${file}`)));
    stableSince = clean ? (stableSince ?? Date.now()) : null;
    if (stableSince !== null && Date.now() - stableSince >= STABLE_MS) return;
    if (Date.now() > until) throw new Error(`${FOLLOWED_PAGES.join(', ')} still name the removed release`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);

function deploy() {
  renameSync(SERVED, PREVIOUS);
  cpSync(release, SERVED, { recursive: true });
}

/** GETs `url` until `ready` says yes (the shell follows a remote's release within seconds). */
async function eventually(url: string, ready: (response: Response, body: string) => boolean) {
  for (const until = Date.now() + 30_000; ;) {
    const response = await fetch(`${env.baseUrl}${url}`);
    const body = await response.text();
    if (ready(response, body)) return body;
    if (Date.now() > until) throw new Error(`${url} never became ready: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('a page added with a remote deploy alone is routed, pre-rendered with its head and in the sitemap', async () => {
  expect((await fetch(`${env.baseUrl}${NEW_PAGE.path}`)).status).toBe(404);
  expect(await (await fetch(`${env.baseUrl}/sitemap.xml`)).text()).not.toContain(NEW_PAGE.path);

  deploy();
  const html = await eventually(
    NEW_PAGE.path,
    (response, body) => response.status === 200 && body.includes(`id="${PAGE_DATA_ID}"`),
  );
  expect(html).toContain(`<title>${NEW_PAGE.title}</title>`);
  expect(html).toContain(`<meta name="description" content="${NEW_PAGE.description}">`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${NEW_PAGE.path}">`));
  expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${NEW_PAGE.heading}</h1>`, 's'));
  const sitemap = await eventually('/sitemap.xml', (_response, body) => body.includes(NEW_PAGE.path));
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${NEW_PAGE.path}</loc>`));
  const config = await (await fetch(`${env.baseUrl}/runtime-config.json`)).json();
  expect(config.remotes.marketing.routes).toContainEqual({ path: NEW_PAGE.path, access: 'open' });

  // The browser hydrates the server's page without a mismatch, and navigates on from it.
  const { context, page } = await newPage(browser());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${env.baseUrl}${NEW_PAGE.path}`);
  await page.getByRole('heading', { level: 1, name: NEW_PAGE.heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.title()).resolves.toBe(NEW_PAGE.title);
  await page.locator('footer').getByRole('link', { name: 'Sobre Nós' }).click();
  await page.waitForURL(`${env.baseUrl}/sobre`);
  await page.locator('main h1').first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
