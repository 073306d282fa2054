import { CatalogError } from './catalog-error';
import { INTERVAL_IDS, type IntervalId } from './intervals';
import { findPlan, getPlan, PLANS, toPlanView } from './plans';

/** SPEC §9 'Prices', verbatim: [plan, interval, original per month, price per month, total, subtext]. */
const SPEC_PRICES: Array<[string, IntervalId, string, string, string, string]> = [
  ['profissional', 'month', 'R$ 69,90', 'R$ 49,90', 'R$ 49,90', 'Cobrado mensalmente'],
  ['profissional', 'quarter', 'R$ 49,90', 'R$ 32,60', 'R$ 97,90', 'R$ 97,90 a cada 3 meses'],
  ['profissional', 'biannual', 'R$ 49,90', 'R$ 33,30', 'R$ 199,60', 'R$ 199,60 a cada 6 meses'],
  ['profissional', 'year', 'R$ 49,90', 'R$ 24,95', 'R$ 299,40', 'R$ 299,40 a cada 12 meses'],
  ['top-afiliado', 'month', 'R$ 149,90', 'R$ 119,90', 'R$ 119,90', 'Cobrado mensalmente'],
  ['top-afiliado', 'quarter', 'R$ 119,90', 'R$ 79,30', 'R$ 237,90', 'R$ 237,90 a cada 3 meses'],
  ['top-afiliado', 'biannual', 'R$ 119,90', 'R$ 79,90', 'R$ 479,60', 'R$ 479,60 a cada 6 meses'],
  ['top-afiliado', 'year', 'R$ 119,90', 'R$ 59,95', 'R$ 719,40', 'R$ 719,40 a cada 12 meses'],
  ['elite', 'month', 'R$ 237,90', 'R$ 187,90', 'R$ 187,90', 'Cobrado mensalmente'],
  ['elite', 'quarter', 'R$ 187,90', 'R$ 125,26', 'R$ 375,80', 'R$ 375,80 a cada 3 meses'],
  ['elite', 'biannual', 'R$ 187,90', 'R$ 149,90', 'R$ 899,60', 'R$ 899,60 a cada 6 meses'],
  ['elite', 'year', 'R$ 187,90', 'R$ 93,95', 'R$ 1.127,40', 'R$ 1.127,40 a cada 12 meses'],
];

describe('price table (SPEC §9)', () => {
  it.each(SPEC_PRICES)('%s %s: %s → %s, total %s', (planId, interval, original, price, total, subtext) => {
    const view = toPlanView(getPlan(planId)).prices[interval];
    expect(view).toMatchObject({ originalPrice: original, price, total, subtext, period: '/mês' });
  });

  it('covers every plan and interval', () => {
    expect(SPEC_PRICES).toHaveLength(PLANS.length * INTERVAL_IDS.length);
  });

  it('keeps centavos and display strings in step', () => {
    const view = toPlanView(getPlan('elite')).prices.year;
    expect(view.amounts).toEqual({ originalPerMonth: 18790, perMonth: 9395, total: 112740 });
    expect(view.priceRaw).toBe('93.95');
  });

  it("badges only the semiannual price '33% OFF'", () => {
    for (const plan of PLANS) {
      const { prices } = toPlanView(plan);
      expect(prices.biannual.badge).toBe('33% OFF');
      expect([prices.month.badge, prices.quarter.badge, prices.year.badge]).toEqual([null, null, null]);
    }
  });

  it('bills month×1, month×3, month×6 and year×1 on Stripe', () => {
    const { prices } = toPlanView(getPlan('profissional'));
    expect(INTERVAL_IDS.map((interval) => prices[interval].recurring)).toEqual([
      { interval: 'day', interval_count: 30 },
      { interval: 'day', interval_count: 90 },
      { interval: 'day', interval_count: 180 },
      { interval: 'day', interval_count: 365 },
    ]);
  });
});

describe('plans', () => {
  it('lists Profissional, Top Afiliado and Elite with Top Afiliado highlighted as Mais Popular', () => {
    expect(PLANS.map((plan) => [plan.id, plan.name, plan.highlight, plan.badge])).toEqual([
      ['profissional', 'Profissional', false, null],
      ['top-afiliado', 'Top Afiliado', true, 'Mais Popular'],
      ['elite', 'Elite', false, null],
    ]);
  });

  it('offers the 7-day free trial on the Profissional button only', () => {
    expect(getPlan('profissional').buttonText).toBe('Testar 7 dias grátis');
    expect(getPlan('top-afiliado').buttonText).toBe('Começar agora');
    expect(getPlan('elite').buttonText).toBe('Começar agora');
  });

  it('lists the SPEC §9 plan limits', () => {
    expect(getPlan('profissional').features).toEqual([
      '1 conta de bot no Telegram',
      '1 grupo de WhatsApp',
      '1 grupo de Telegram',
      '2 personalizações de template',
      'Criador de promoções ilimitado',
    ]);
    expect(getPlan('top-afiliado').features).toEqual(
      expect.arrayContaining([
        'Fila de envios',
        'Envios em massa',
        '5 grupos de WhatsApp',
        '5 grupos de Telegram',
      ]),
    );
    expect(getPlan('elite').features).toEqual(
      expect.arrayContaining(['3 contas de bot no Telegram', 'Módulo de IA', '1 conexão de WhatsApp']),
    );
  });

  it.each(['elite', 'Elite', 'ELITE', ' top afiliado ', 'Top Afiliado', 'top-afiliado'])(
    'finds %p by id or name in any case',
    (key) => {
      expect(findPlan(key)).toBeDefined();
    },
  );

  it('refuses an unknown plan with a CatalogError', () => {
    expect(findPlan('iniciante')).toBeUndefined();
    expect(() => getPlan('iniciante')).toThrow(CatalogError);
    expect(() => getPlan('iniciante')).toThrow(expect.objectContaining({ code: 'unknown_plan' }));
  });
});
