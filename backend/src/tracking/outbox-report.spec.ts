import { formatOutboxReport } from './outbox-report';

const hashed = 'a'.repeat(64);

describe('formatOutboxReport', () => {
  it('says when delivery is off and shows counts and the latest events with hashed fields', () => {
    const text = formatOutboxReport({
      database: 'PGlite /data',
      delivery: null,
      counts: { pending: 1, delivered: 2, failed: 1 },
      latest: [
        {
          id: 7,
          eventId: 'evt-7',
          eventName: 'cadastro',
          createdAt: new Date('2026-01-02T03:04:05Z'),
          attempts: 3,
          status: 'failed',
          nextAttemptAt: new Date('2026-01-02T04:00:00Z'),
          deliveredAt: null,
          lastError: 'HTTP 400: (#100) Invalid parameter',
          payload: {
            event_name: 'cadastro',
            event_time: 1,
            event_id: 'evt-7',
            action_source: 'website',
            event_source_url: 'http://localhost:3000/cadastro',
            user_data: { em: hashed },
            custom_data: { currency: 'BRL', utm_source: 'x' },
          },
        },
      ],
    });
    expect(text).toContain('Delivery to Meta: off');
    expect(text).toContain('pending 1 · delivered 2 · failed 1');
    expect(text).toContain('#7 2026-01-02T03:04:05.000Z cadastro event_id=evt-7');
    expect(text).toContain('failed, 3 attempt(s), given up');
    expect(text).toContain(`user_data {"em":"${hashed}"}`);
    expect(text).toContain('custom_data {"currency":"BRL","utm_source":"x"}');
    expect(text).toContain('last_error HTTP 400: (#100) Invalid parameter');
  });

  it('names the pixel when delivery is on and says when there is nothing yet', () => {
    const text = formatOutboxReport({
      database: 'PostgreSQL',
      delivery: 'pixel 123 via https://graph.facebook.com/v21.0',
      counts: { pending: 0, delivered: 0, failed: 0 },
      latest: [],
    });
    expect(text).toContain('Delivery to Meta: on, pixel 123 via https://graph.facebook.com/v21.0');
    expect(text).toContain('No events yet.');
  });
});
