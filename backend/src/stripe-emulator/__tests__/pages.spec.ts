import type Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../server';
import { embeddedSubscription, recurringLine } from '../testing/checkout-params';
import { completeSession, control } from '../testing/control';
import { emulatorClient } from '../testing/webhook-receiver';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({
    port: 0,
    webhookSecret: 'whsec_pages',
    publicUrl: 'http://emulator.test:9999/',
    siteOrigins: ['http://localhost:3000'],
  });
  stripe = emulatorClient(emulator.url);
});
afterAll(() => emulator.close());

async function hostedSession(name: string, overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    customer_email: 'eva@example.com',
    line_items: [recurringLine(name, 112740, { interval: 'month', interval_count: 6 })],
    allowed_payment_method_types: ['card', 'boleto'],
    success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/payment-canceled',
    ...overrides,
  });
}

const get = async (path: string) => {
  const response = await fetch(`${emulator.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('pages', () => {
  it('links sessions to the public URL', async () => {
    const session = await hostedSession('Elite');
    expect(session.url).toBe(`http://emulator.test:9999/pay/${session.id}`);
  });

  it('shows the hosted pay page in Portuguese with the amount, the test cards and boleto', async () => {
    const session = await hostedSession('Elite');
    const page = await get(`/pay/${session.id}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('Elite');
    expect(page.body).toContain('R$ 1.127,40');
    expect(page.body).toContain('a cada 6 meses');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain('Boleto');
    expect(page.body).toContain('href="http://localhost:3000/payment-canceled"');
    expect(page.body).not.toMatch(/(src|href)="https?:\/\/(?!localhost:3000)/);
  });

  it('escapes product names and e-mails (no HTML injection)', async () => {
    const session = await hostedSession('<script>alert(1)</script>', {
      customer_email: '"><img src=x onerror=alert(1)>@x.com',
    });
    const page = await get(`/pay/${session.id}`);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<img src=x');
  });

  it('shows the boleto voucher after a boleto payment, and a paid state afterwards', async () => {
    const session = await hostedSession('Top Afiliado');
    const paid = await completeSession(emulator.url, session.id, {
      payment: 'boleto',
    });
    expect(paid.json['redirect_url']).toBe(`http://localhost:3000/payment-success?session_id=${session.id}`);
    const voucher = await get(`/boleto/${session.id}`);
    expect(voucher.body).toContain('Boleto gerado');
    expect(voucher.body).toContain('Marcar como pago');
    expect(voucher.body).toContain('Expirar boleto');
    expect(voucher.body).toMatch(/\d{5}\.\d{5} \d{5}\.\d{6}/);
    await control(emulator.url, `/_emulator/checkout/sessions/${session.id}/boleto`, { outcome: 'paid' });
    const after = await get(`/boleto/${session.id}`);
    expect(after.body).toContain('Pagamento confirmado.');
    expect(after.body).not.toContain('Marcar como pago');
    expect((await get(`/pay/${session.id}`)).body).toContain('Este pagamento já foi concluído.');
  });

  it('answers unknown sessions with a Portuguese 404 page', async () => {
    expect(await get('/pay/cs_test_nope')).toMatchObject({
      status: 404,
      body: expect.stringContaining('Sessão de pagamento não encontrada.'),
    });
    expect(await get('/portal/bps_nope')).toMatchObject({ status: 404 });
    expect(await get('/boleto/cs_test_nope')).toMatchObject({ status: 404 });
  });

  it("answers CORS to the site's origin only: another page cannot drive or read the emulator", async () => {
    for (const path of ['/_emulator/state', '/_emulator/health']) {
      const foreign = await fetch(`${emulator.url}${path}`, { headers: { origin: 'https://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const site = await fetch(`${emulator.url}${path}`, { headers: { origin: 'http://localhost:3000' } });
      expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    }
  });

  it("refuses a control POST from another page's origin; the site, the emulator's own pages and tests (no Origin) may", async () => {
    const reset = (origin?: string) =>
      fetch(`${emulator.url}/_emulator/reset`, {
        method: 'POST',
        headers: origin ? { origin, 'content-type': 'text/plain' } : {},
      });
    const foreign = await reset('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    expect((await reset('http://localhost:3000')).status).toBe(200);
    expect((await reset(new URL(emulator.url).origin)).status).toBe(200);
    expect((await reset('http://emulator.test:9999')).status).toBe(200);
    expect((await reset()).status).toBe(200);
  });

  it('serves the session view for the embedded form, with CORS', async () => {
    const session = await stripe.checkout.sessions.create(
      embeddedSubscription([recurringLine('Profissional', 4990)]),
    );
    const response = await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.client_secret}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const view = (await response.json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      session: { id: session.id, status: 'open' },
      display: { plan_name: 'Profissional', amount_total: 'R$ 49,90', interval: 'por mês' },
      pay_url: `http://emulator.test:9999/pay/${session.id}`,
    });
    const preflight = await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.id}/complete`, {
      method: 'OPTIONS',
    });
    expect(preflight.status).toBe(204);
  });

  it('lists the portal subscriptions with status and period end, and escapes the e-mail', async () => {
    const customer = await stripe.customers.create({ email: '<b>fe</b>@example.com' });
    const session = await hostedSession('Profissional', { customer: customer.id, customer_email: undefined });
    await completeSession(emulator.url, session.id, { payment: 'card' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/area-usuario',
    });
    const page = await get(`/portal/${portal.id}`);
    expect(page.body).toContain('Gerenciar assinatura');
    expect(page.body).toContain('Profissional');
    expect(page.body).toContain('Ativa');
    expect(page.body).toMatch(/Período atual termina em \d{2}\/\d{2}\/\d{4}/);
    expect(page.body).toContain('Voltar');
    expect(page.body).toContain('&lt;b&gt;fe&lt;/b&gt;@example.com');
  });
});
