import protocol from '../server/pages/early-input-protocol.json';
import { browserForFile, newPage, PHONE } from './support/browser';
import { env } from './support/env';
import { readPort, startShellServer } from './support/shell-server';

const browser = browserForFile();

test('/sobre renders inside the composed shell with header and footer', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/sobre`);
  await page.getByRole('heading', { name: 'Eficiência' }).waitFor();
  await expect(page.getByRole('heading', { name: 'Acessibilidade' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('heading', { name: 'Resultados' }).isVisible()).resolves.toBe(true);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Planos' }).first().getAttribute('href')).resolves.toBe(
    '/planos',
  );
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Termos de Uso' }).getAttribute('href')).resolves.toBe(
    '/termos',
  );
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt-BR');
  await context.close();
});

test('an unknown path shows the 404 page with a link home', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/nao-existe-esta-pagina`);
  await page.getByText('Oops! Page not found').waitFor();
  await expect(page.getByText('404', { exact: true }).isVisible()).resolves.toBe(true);
  await expect(page.locator('main a[href="/"]').count()).resolves.toBeGreaterThan(0);
  await context.close();
});

test('a protected route redirects a signed-out visitor to /login', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/area-usuario`);
  await page.waitForURL(`${env.baseUrl}/login`);
  await page.getByLabel('Senha').waitFor();
  await context.close();
});

test('opening /sobre loads the marketing remote only (no account or checkout code)', async () => {
  const { context, page } = await newPage(browser());
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${env.baseUrl}/sobre`, { waitUntil: 'networkidle' });
  // The heading is in the pre-rendered HTML: what was loaded is judged once the network is idle.
  await page.getByRole('heading', { name: 'Eficiência' }).waitFor();
  const from = (name: string) => requested.filter((url) => url.includes(`:${readPort(name)}/`));
  expect(from('marketing').length).toBeGreaterThan(0);
  expect(from('account')).toEqual([]);
  expect(from('checkout')).toEqual([]);
  await context.close();
});

test('with the account remote hanging, /login’s shell frame still hydrates: the shell waits for no remote', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  // Which scopes hydrated: the capture script's replay is called for each once it has committed.
  await page.addInitScript((name) => {
    const replayed: string[] = [];
    let handle: { replay(scope: string): void } | undefined;
    Object.defineProperty(window, '__replayed', { value: replayed });
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => handle,
      set(value: { replay(scope: string): void }) {
        const replay = value.replay.bind(value);
        handle = { ...value, replay: (scope) => (replayed.push(scope), replay(scope)) };
      },
    });
  }, protocol.global);
  // The account remote's files are asked for and never answered (a remote that hangs).
  const account = String(readPort('account'));
  await page.route(
    (url) => url.port === account,
    () => new Promise<void>(() => undefined),
  );
  try {
    await page.goto(`${env.baseUrl}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (scope) => (window as unknown as { __replayed: string[] }).__replayed.includes(scope),
      protocol.scopes.shell,
      { timeout: 15_000 },
    );
    // The page's own part waits for its remote; the rest of the site works meanwhile.
    const replayed = await page.evaluate(() => (window as unknown as { __replayed: string[] }).__replayed);
    expect(replayed).not.toContain(protocol.scopes.page);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
});

test('with the marketing server down, /sobre shows the fallback while /login, header and footer work', async () => {
  // A port nobody listens on: the marketing remote is really unreachable for this shell.
  const deadPort = readPort('shell') + 77;
  const shell = await startShellServer({
    port: readPort('shell') + 50,
    remoteUrls: { marketing: `http://localhost:${deadPort}` },
  });
  const { context, page } = await newPage(browser(), PHONE);
  try {
    await page.goto(`${shell.url}/sobre`);
    await page.getByText('Não foi possível carregar esta página.').waitFor();
    await expect(page.getByRole('button', { name: 'Tentar novamente' }).isVisible()).resolves.toBe(true);
    await expect(
      page.locator('footer').getByRole('link', { name: 'Termos de Uso' }).isVisible(),
    ).resolves.toBe(true);

    // The header still navigates (mobile menu), and another remote's route still renders.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.locator('header').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shell.url}/login`);
    await page.getByLabel('Senha').waitFor();
  } finally {
    await context.close();
    await shell.stop();
  }
});
