import request from 'supertest';

import { isPrivateAddress } from '../src/metrics/private-address';
import { runBillingAlertsCommand } from '../src/webhooks/billing-alerts-command';
import { BillingAlertsRepository } from '../src/webhooks/billing-alerts.repository';
import { useTestApp } from './support/test-app';

describe('GET /metrics', () => {
  const { server, testApp } = useTestApp();

  it('answers a scraper on a private address with requests, outboxes and Node figures', async () => {
    await request(server()).get('/api/catalog/plans').expect(200);
    await request(server()).post('/meta-capi').set('content-type', 'application/json').send('{}');
    const response = await request(server()).get('/metrics').set('x-forwarded-for', '10.0.3.7').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/catalog\/plans",status="200"\} 1$/m,
    );
    // Errors are the same counter by status.
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/meta-capi",status="4\d\d"\} 1$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/catalog\/plans"\} 1$/m,
    );
    expect(text).toMatch(/^outbox_rows\{outbox="tracking_outbox",state="waiting"\} 0$/m);
    expect(text).toMatch(/^outbox_rows\{outbox="password_reset_outbox",state="failed"\} 0$/m);
    expect(text).toMatch(/^outbox_oldest_waiting_age_seconds\{outbox="tracking_outbox"\} 0$/m);
    expect(text).toContain('# TYPE db_pool_connections gauge');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts the billing alerts a person has not resolved yet, and falls when the CLI resolves one', async () => {
    const scrape = async () =>
      (await request(server()).get('/metrics').set('x-forwarded-for', '10.0.3.7').expect(200)).text;
    expect(await scrape()).toMatch(/^billing_alerts_open 0$/m);
    await testApp().app.get(BillingAlertsRepository).raise({
      kind: 'duplicate_not_refundable',
      uid: 'metrics-user',
      subscriptionId: 'sub_metrics',
      paymentIntent: 'pi_metrics',
      amount: 9790,
      currency: 'brl',
      detail: 'boleto',
    });
    expect(await scrape()).toMatch(/^billing_alerts_open 1$/m);

    // The operator's way out (npm run billing:alerts -- list / resolve <id>): the gauge falls.
    const alerts = testApp().app.get(BillingAlertsRepository);
    const [open] = await alerts.list();
    expect(open).toMatchObject({ uid: 'metrics-user', payment_intent: 'pi_metrics', resolved_at: null });
    const id = String(open?.id);
    const printed: string[] = [];
    const run = (...argv: string[]) => runBillingAlertsCommand(argv, alerts, (line) => printed.push(line));
    expect(await run('list')).toBe(0);
    expect(printed.join('\n')).toMatch(new RegExp(`^#${id} .* OPEN .*pi_metrics\\s+97\\.90 BRL`, 'm'));
    expect(await run('resolve', id)).toBe(0);
    expect(printed.at(-1)).toBe(`Billing alert #${id} resolved.`);
    expect(await scrape()).toMatch(/^billing_alerts_open 0$/m);
    expect(await run('list')).toBe(0);
    expect(printed.at(-1)).toBe('No open billing alerts.');
    expect(await run('list', '--all')).toBe(0);
    expect(printed.join('\n')).toMatch(new RegExp(`^#${id} .* resolved \\d{4}-`, 'm'));
    expect(await run('resolve', id)).toBe(0);
    expect(printed.at(-1)).toBe(`Billing alert #${id} was already resolved.`);
    expect(await run('resolve', '999999')).toBe(1);
    expect(printed.at(-1)).toBe('No billing alert #999999.');
    expect(await run('resolve', 'pi_metrics')).toBe(2);
    expect(await scrape()).toMatch(/^billing_alerts_open 0$/m);
  });

  it('refuses a public client coming through a trusted proxy, in Portuguese', async () => {
    const response = await request(server())
      .get('/metrics')
      .set('x-forwarded-for', '203.0.113.9')
      .expect(403);
    expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Acesso negado.' });
  });

  it.each([
    ['127.0.0.1', true],
    ['::ffff:192.168.0.4', true],
    ['fd00::5', true],
    ['8.8.8.8', false],
    ['::ffff:8.8.8.8', false],
    ['', false],
  ])('isPrivateAddress(%p) is %p', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });
});
