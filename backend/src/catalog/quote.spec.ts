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
  month: { interval: 'day', interval_count: 30 },
  quarter: { interval: 'day', interval_count: 90 },
  biannual: { interval: 'day', interval_count: 180 },
  year: { interval: 'day', interval_count: 365 },
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
        discount: null,
        percentOff: null,
        amountAfterDiscount: TOTALS[planId]![interval],
        addOns: [],
        amountDueToday: TOTALS[planId]![interval],
      };
      expect(quote(planId, interval)).toEqual(expected);
      expect(quote(planName, interval)).toEqual(expected);
    },
  );

  it('takes a promo off the first payment as an amount in centavos', () => {
    expect(quote('Profissional', 'month', 'promo_BF40_profissional_month')).toMatchObject({
      unitAmount: 4990,
      discount: {
        couponId: 'promo_BF40_profissional_month_1996',
        name: 'BF40 (40% OFF)',
        amountOff: 1996,
        duration: 'once',
      },
      percentOff: 40,
      amountAfterDiscount: 2994,
      amountDueToday: 2994,
    });
  });

  it('charges the semiannual promo total SPEC displays: discounted price per month × 6', () => {
    // 33,30 − 10% = 29,97; × 6 = 179,82 (not 199,60 − 10% = 179,64).
    expect(quote('profissional', 'biannual', 'ref_YVI_profissional_biannual')).toMatchObject({
      unitAmount: 19960,
      discount: { couponId: 'ref_YVI_profissional_biannual_1978', amountOff: 1978, duration: 'once' },
      amountDueToday: 17982,
    });
  });

  it("scopes a promo's own id to the plan and period in the Stripe coupon id", () => {
    expect(quote('elite', 'biannual', 'ref_YVI').discount).toEqual({
      couponId: 'ref_YVI_elite_biannual_9014',
      name: 'YVI (10% OFF)',
      amountOff: 9014, // 899,60 − 134,91 × 6 (809,46)
      duration: 'once',
    });
  });

  it('refuses a scoped promo id on another plan or period', () => {
    for (const [plan, interval] of [
      ['elite', 'month'],
      ['top-afiliado', 'biannual'],
    ] as const) {
      expect(() => quote(plan, interval, 'promo_BF40_profissional_biannual')).toThrow(
        expect.objectContaining({ code: 'coupon_not_applicable' }),
      );
    }
  });

  it('charges an upsell upgrade exactly its advertised price (Elite semiannual: 1.127,40 − 40%)', () => {
    expect(quote('Elite', 'biannual', 'upsell_upgrade_elite_biannual')).toMatchObject({
      discount: { couponId: 'upsell_upgrade_elite_biannual_22316', amountOff: 22316, duration: 'once' },
      amountDueToday: 67644,
    });
  });

  it('applies an upsell coupon only to the plan and period it was made for', () => {
    expect(() => quote('Top Afiliado', 'biannual', 'upsell_upgrade_elite_biannual')).toThrow(
      expect.objectContaining({ code: 'coupon_not_applicable' }),
    );
    expect(() => quote('Elite', 'month', 'upsell_upgrade_elite_biannual')).toThrow(
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
      discount: null,
      percentOff: null,
      amountAfterDiscount: 11990,
      addOns: [{ id: 'treinamento-afiliados', name: 'Treinamento Busqy para Afiliados', amount: 9700 }],
      amountDueToday: 21690,
    });
  });

  it('treats an empty or null coupon as none', () => {
    expect(quote('elite', 'month', '').discount).toBeNull();
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
