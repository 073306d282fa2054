import { periodBoundary } from '../billing-periods';
import { parseForm } from '../form-body';
import { formatMoney, intervalLabel } from '../pages/format';

describe('parseForm', () => {
  it('reads Stripe bracket notation into nested objects and arrays', () => {
    const body =
      'mode=subscription&line_items[0][price_data][currency]=brl&line_items[0][price_data][recurring][interval_count]=6' +
      '&line_items[0][quantity]=1&expand[]=subscription&expand[]=line_items&metadata[plan%20name]=Top+Afiliado&discounts[0][coupon]=X';
    expect(parseForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'brl', recurring: { interval_count: '6' } }, quantity: '1' }],
      expand: ['subscription', 'line_items'],
      metadata: { 'plan name': 'Top Afiliado' },
      discounts: [{ coupon: 'X' }],
    });
  });

  it('orders indexed arrays by index and ignores prototype keys', () => {
    expect(parseForm('a[1]=second&a[0]=first')).toEqual({ a: ['first', 'second'] });
    expect(parseForm('__proto__[polluted]=1&x[constructor]=2&ok=1')).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('periodBoundary', () => {
  const at = (iso: string): number => Date.parse(iso) / 1000;
  it('counts months from the anchor and clamps to short months', () => {
    const anchor = at('2024-01-31T12:00:00Z');
    expect(periodBoundary(anchor, { interval: 'month', interval_count: 1 }, 1)).toBe(
      at('2024-02-29T12:00:00Z'),
    );
    expect(periodBoundary(anchor, { interval: 'month', interval_count: 1 }, 2)).toBe(
      at('2024-03-31T12:00:00Z'),
    );
    expect(periodBoundary(anchor, { interval: 'month', interval_count: 6 }, 1)).toBe(
      at('2024-07-31T12:00:00Z'),
    );
    expect(periodBoundary(anchor, { interval: 'year', interval_count: 1 }, 1)).toBe(
      at('2025-01-31T12:00:00Z'),
    );
    expect(periodBoundary(anchor, { interval: 'week', interval_count: 2 }, 1)).toBe(
      at('2024-02-14T12:00:00Z'),
    );
  });
});

describe('format', () => {
  it('writes BRL as R$ x,xx with thousands separators', () => {
    expect(formatMoney(4990)).toBe('R$ 49,90');
    expect(formatMoney(112740)).toBe('R$ 1.127,40');
    expect(formatMoney(9700)).toBe('R$ 97,00');
  });
  it('names intervals in Portuguese', () => {
    expect(intervalLabel({ interval: 'month', interval_count: 1 })).toBe('por mês');
    expect(intervalLabel({ interval: 'month', interval_count: 3 })).toBe('a cada 3 meses');
    expect(intervalLabel({ interval: 'year', interval_count: 1 })).toBe('por ano');
  });
});
