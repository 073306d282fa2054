import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage, PHONE } from './support/browser';
import { env } from './support/env';

const browser = browserForFile();

/** A value the platform's typed storage wrote (SPEC §3: plain strings; selectedPlan as JSON). */
async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(name), key);
  return raw !== null && key === 'selectedPlan' ? (JSON.parse(raw) as unknown) : raw;
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

/** A signed-out plan choice: the button leads to /cadastro with the plan and the way back stored. */
async function expectChoiceKeptForSignUp(page: Page, button: Locator, plan: object, redirect: string) {
  await button.click();
  await page.waitForURL(`${env.baseUrl}/cadastro`);
  await expect(stored(page, 'selectedPlan')).resolves.toEqual(plan);
  await expect(stored(page, 'loginRedirectUrl')).resolves.toBe(redirect);
}

test('the landing page renders every section, with plans priced by the catalog API', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  await page.goto(`${env.baseUrl}/`);
  await page
    .getByRole('heading', { level: 1, name: 'O único app que encontra e publica ofertas automaticamente' })
    .waitFor();
  await planCard(page, 'Elite').waitFor();

  await expect(
    page.getByRole('heading', { name: 'Divulgar ofertas não precisa tomar o seu dia' }).count(),
  ).resolves.toBe(1);
  await expect(
    page.locator('#solucoes').getByRole('region', { name: 'Recursos da Busqy' }).count(),
  ).resolves.toBe(1);
  await expect(
    page.getByRole('region', { name: 'Lojas e programas parceiros' }).getByRole('listitem').count(),
  ).resolves.toBe(13);
  await expect(page.locator('#planos').getByRole('article').count()).resolves.toBe(3);
  await expect(planCard(page, 'Profissional').getByText('R$ 33,30').isVisible()).resolves.toBe(true);
  await expect(planCard(page, 'Top Afiliado').getByText('Mais Popular').isVisible()).resolves.toBe(true);
  await expect(
    page.getByRole('region', { name: 'Perguntas frequentes' }).locator('details > summary').count(),
  ).resolves.toBe(10);
  await expect(page.getByRole('link', { name: 'Ver planos' }).first().getAttribute('href')).resolves.toBe(
    '/#planos',
  );
  await expect(page.title()).resolves.toContain('O único app que encontra e publica ofertas automaticamente');
  await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toContain(
    '7 dias grátis',
  );
  await context.close();
});

test('the billing toggle on /planos switches the prices between semiannual and monthly', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(`${env.baseUrl}/planos`);
  const semiannual = page.getByRole('radio', { name: 'Semestral 33% OFF' });
  await semiannual.waitFor();
  await expect(semiannual.isChecked()).resolves.toBe(true);
  await expect(planCard(page, 'Elite').getByText('R$ 149,90', { exact: true }).isVisible()).resolves.toBe(
    true,
  );
  await expect(planCard(page, 'Elite').getByText('R$ 899,60 a cada 6 meses').isVisible()).resolves.toBe(true);

  // The radios answer from the first paint; the prices follow once the page has hydrated (the
  // early-input journey taps before that), so this journey lets the scripts arrive first.
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: 'Mensal' }).click();
  await planCard(page, 'Elite').getByText('R$ 187,90', { exact: true }).waitFor();
  await expect(planCard(page, 'Elite').getByText('R$ 237,90').isVisible()).resolves.toBe(true);
  await expect(planCard(page, 'Profissional').getByText('R$ 49,90').isVisible()).resolves.toBe(true);
  await expect(page.getByText('R$ 33,30').count()).resolves.toBe(0);
  await context.close();
});

test('choosing a plan signed out stores selectedPlan and the /upsell redirect, then lands on /cadastro', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  await page.goto(`${env.baseUrl}/planos`);
  // The pre-rendered button shows before the page is hydrated: click once the remote has loaded.
  await page.waitForLoadState('networkidle');
  await expectChoiceKeptForSignUp(
    page,
    planCard(page, 'Top Afiliado').getByRole('button', { name: 'Começar agora' }),
    { name: 'Top Afiliado', price: 'R$ 79,90', period: '/mês', priceRaw: '79.90', interval: 'biannual' },
    '/upsell',
  );
  await context.close();
});

test('the promo page with ?promo=blackfriday&campaign=x&ref=y shows BF40, 40 % prices, a countdown, and stores campaign and ref', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  await page.goto(`${env.baseUrl}/planos-promo?promo=blackfriday&campaign=x&ref=y`);
  await page.getByRole('heading', { level: 1, name: 'Black Friday Busqy' }).waitFor();
  await expect(page.getByTestId('coupon-code').textContent()).resolves.toBe('BF40');
  const countdown = page.getByRole('timer', { name: 'Tempo restante da oferta' });
  await expect(countdown.isVisible()).resolves.toBe(true);
  // The pre-rendered page shows the time left at its render time from the first paint (then ticks).
  await countdown
    .getByText(/^\d{2}$/)
    .first()
    .waitFor();
  await expect(countdown.textContent()).resolves.toMatch(/\d{2}horas\d{2}minutos\d{2}segundos/);

  // 40 % off: semiannual 33,30 → 19,98 per month (119,88 for 6 months); monthly 49,90 → 29,94.
  const profissional = planCard(page, 'Profissional');
  await expect(profissional.getByText('R$ 19,98', { exact: true }).isVisible()).resolves.toBe(true);
  await expect(profissional.getByText('40% OFF').isVisible()).resolves.toBe(true);
  await page.getByRole('radio', { name: 'Mensal' }).click();
  await profissional.getByText('R$ 29,94', { exact: true }).waitFor();

  await expect(stored(page, 'campaign_id')).resolves.toBe('x');
  await expect(stored(page, 'referral')).resolves.toBe('y');

  // Signed out, choosing a plan keeps the coupon and comes back to this promo after sign-up.
  await expectChoiceKeptForSignUp(
    page,
    profissional.getByRole('button', { name: 'Garantir meu desconto' }),
    {
      name: 'Profissional',
      price: 'R$ 29,94',
      period: '/mês',
      priceRaw: '29.94',
      interval: 'month',
      couponCode: 'BF40',
      couponId: 'promo_BF40_profissional_month',
    },
    '/planos-promo?promo=blackfriday&campaign=x&ref=y',
  );
  await context.close();
});

test('/bio shows its six links without the shared header and footer', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  await page.goto(`${env.baseUrl}/bio`);
  await page.getByRole('heading', { level: 1, name: 'Busqy' }).waitFor();
  await expect(page.getByRole('banner').count()).resolves.toBe(0);
  await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
  await expect(
    page.getByRole('link', { name: /Cupom de primeira assinatura/ }).getAttribute('href'),
  ).resolves.toBe('/planos-promo?promo=novo&utm_source=instagram&utm_medium=bio&utm_campaign=perfil');
  await expect(page.getByRole('main').getByRole('list').first().getByRole('link').count()).resolves.toBe(6);

  // For contrast, the landing page has the shell's header.
  await page.goto(`${env.baseUrl}/`);
  await page.getByRole('banner').first().waitFor();
  await context.close();
});
