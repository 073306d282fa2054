import request from 'supertest';

import { createStripeClient } from '../src/checkout/stripe.provider';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /session-status (Stripe emulator through the stripe SDK)', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createTestApp({ withStripeEmulator: true });
  });
  afterAll(() => testApp?.close());

  it('answers 400 for a missing or malformed session_id, and for unknown query parameters', async () => {
    const missing = await request(server()).get('/session-status').expect(400);
    expect(missing.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/session_id/)]));
    await request(server()).get('/session-status?session_id=pi_123').expect(400);
    await request(server()).get('/session-status?session_id=cs_has-dash').expect(400);
    await request(server())
      .get(`/session-status?session_id=cs_${'a'.repeat(201)}`)
      .expect(400);
    await request(server()).get('/session-status?session_id=cs_test_1&session_id=cs_test_2').expect(400);
    await request(server()).get('/session-status?session_id=cs_test_1&extra=1').expect(400);
  });

  it('answers 404 for a session the provider does not know', async () => {
    const response = await request(server()).get('/session-status?session_id=cs_test_unknown123').expect(404);
    expect(response.body.message).toBe('Sessão de checkout não encontrada');
  });

  it("answers a real session's status, and 'complete' once it is paid", async () => {
    const stripe = createStripeClient(testApp.config.stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      customer_email: 'cliente@example.com',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: 4990,
            recurring: { interval: 'month' },
            product_data: { name: 'Profissional' },
          },
        },
      ],
      return_url: 'http://localhost:3000/checkout-return?session_id={CHECKOUT_SESSION_ID}',
    });
    const open = await request(server()).get(`/session-status?session_id=${session.id}`).expect(200);
    expect(open.body).toEqual({ status: 'open', customer_email: 'cliente@example.com' });

    const completed = await fetch(
      `${testApp.stripeEmulatorUrl ?? ''}/_emulator/checkout/sessions/${session.id}/complete`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payment: 'card' }),
      },
    );
    expect(completed.ok).toBe(true);
    const done = await request(server()).get(`/session-status?session_id=${session.id}`).expect(200);
    expect(done.body).toEqual({ status: 'complete', customer_email: 'cliente@example.com' });
  });
});
