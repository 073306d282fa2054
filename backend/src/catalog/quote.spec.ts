import { CatalogError } from './catalog-error';
import { INTERVAL_IDS } from './intervals';
import { PLANS } from './plans';
import { quote } from './quote';

const TOTALS: Record<string, Record<string, number>> = {
  profissional: { month: 4990, quarter: 9790, biannual: 19960, year: 29940 },
  'top-afiliado': { month: 11990, quarter: 23790, biannual: 47960, year: 71940 },
  elite: { month: 18790, quarter: 37580, biannual: 89960, year: 112740 },
};
const RECURRING = {
  month: { interval: 'month', interval_count: 1 },
  quarter: { interval: 'month', interval_count: 3 },
  biannual: { interval: 'month', interval_count: 6 },
  year: { interval: 'year', interval_count: 1 },
};

describe('quote', () => {
  it.each(PLANS.flatMap((plan) => INTERVAL_IDS.map((interval) => [plan.id, plan.name, interval] as const)))(
    '%s (%s) %s charges the table total per period',
    (planId, planName, interval) => {
      const expected = {
        planId,
        planName,
        interval,
        currency: 'brl',
        unitAmount: TOTALS[planId]![interval],
        recurring: RECURRING[interval],
        couponId: null,
        percentOff: null,
        duration: null,
        amountAfterDiscount: TOTALS[planId]![interval],
        addOns: [],
        amountDueToday: TOTALS[planId]![interval],
      };
      expect(quote(planId, interval)).toEqual(expected);
      expect(quote(planName, interval)).toEqual(expected);
    },
  );

  it('applies a promo coupon to the first payment', () => {
    expect(quote('Profissional', 'month', 'promo_BF40')).toMatchObject({
      unitAmount: 4990,
      couponId: 'promo_BF40',
      percentOff: 40,
      duration: 'once',
      amountAfterDiscount: 2994,
      amountDueToday: 2994,
    });
    expect(quote('elite', 'biannual', 'ref_YVI')).toMatchObject({
      percentOff: 10,
      amountAfterDiscount: 80964,
    });
  });

  it('applies an upsell coupon only to the plan and period it was made for', () => {
    expect(quote('Elite', 'biannual', 'upsell_upgrade_elite_biannual_25').amountAfterDiscount).toBe(67470);
    expect(() => quote('Top Afiliado', 'biannual', 'upsell_upgrade_elite_biannual_25')).toThrow(
      expect.objectContaining({ code: 'coupon_not_applicable' }),
    );
    expect(() => quote('Elite', 'month', 'upsell_upgrade_elite_biannual_25')).toThrow(
      expect.objectContaining({ code: 'coupon_not_applicable' }),
    );
  });

  it('keeps promo coupons to the periods the promo page sells', () => {
    expect(() => quote('elite', 'year', 'promo_BF40')).toThrow(
      expect.objectContaining({ code: 'coupon_not_applicable' }),
    );
  });

  it('adds the training bundle as a one-time R$ 97,00 item with no Stripe coupon', () => {
    expect(quote('top-afiliado', 'month', 'upsell_training_bundle')).toMatchObject({
      unitAmount: 11990,
      couponId: null,
      percentOff: null,
      amountAfterDiscount: 11990,
      addOns: [{ id: 'treinamento-afiliados', name: 'Treinamento Busqy para Afiliados', amount: 9700 }],
      amountDueToday: 21690,
    });
  });

  it('treats an empty or null coupon as none', () => {
    expect(quote('elite', 'month', '').couponId).toBeNull();
    expect(quote('elite', 'month', null).amountDueToday).toBe(18790);
  });

  it.each([
    [['iniciante', 'month'], 'unknown_plan'],
    [['', 'month'], 'unknown_plan'],
    [['elite', 'weekly'], 'unknown_interval'],
    [['elite', 'monthly'], 'unknown_interval'],
    [['elite', 'month', 'promo_FREE100'], 'unknown_coupon'],
    [['elite', 'month', 'BF40'], 'unknown_coupon'],
    [['elite', 'month', 'upsell_training_bundle_x'], 'unknown_coupon'],
  ] as const)('refuses %j with %s', (args, code) => {
    const call = () => quote(args[0], args[1], args[2]);
    expect(call).toThrow(CatalogError);
    expect(call).toThrow(expect.objectContaining({ code }));
  });
});
