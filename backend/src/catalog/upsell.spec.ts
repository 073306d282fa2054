import { type ToggleIntervalId } from './intervals';
import { getPlan, PLANS } from './plans';
import { quote } from './quote';
import { findUpsellCoupon, type OfferCard, upsellOffers } from './upsell';

function offers(planId: string, interval: ToggleIntervalId, superUpsell = false): OfferCard[] {
  return upsellOffers({ plan: getPlan(planId), interval, superUpsell });
}

/** [id, planName, interval, originalPrice, price, discount, savings, extra, badge, highlight, couponId, checkout centavos] */
type Row = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  boolean,
  string | null,
  number,
];

function rows(cards: OfferCard[]): Row[] {
  return cards.map((card) => [
    card.id,
    card.planName,
    card.interval,
    card.originalPrice,
    card.price,
    card.discount,
    card.savingsAmount,
    card.extraAmount,
    card.badge,
    card.highlight,
    card.checkout.couponId,
    card.checkout.amount,
  ]);
}

const EXPECTED: Array<[string, ToggleIntervalId, Row[]]> = [
  [
    'profissional',
    'month',
    [
      [
        'quarterly-profissional',
        'Profissional',
        'quarter',
        'R$ 149,70',
        'R$ 97,90',
        '33% OFF',
        'R$ 51,80',
        'R$ 48,00',
        'Mais Economia',
        false,
        null,
        9790,
      ],
      [
        'upgrade-profissional-to-top-afiliado-month',
        'Top Afiliado',
        'month',
        'R$ 119,90',
        'R$ 95,92',
        '20% OFF',
        'R$ 23,98',
        'R$ 46,02',
        'Recomendado',
        true,
        'upsell_upgrade_top-afiliado_month',
        9592,
      ],
      [
        'upgrade-profissional-to-elite-month',
        'Elite',
        'month',
        'R$ 187,90',
        'R$ 150,32',
        '20% OFF',
        'R$ 37,58',
        'R$ 100,42',
        'Recomendado',
        false,
        'upsell_upgrade_elite_month',
        15032,
      ],
    ],
  ],
  [
    'profissional',
    'biannual',
    [
      [
        'annual-profissional',
        'Profissional',
        'year',
        'R$ 598,80',
        'R$ 299,40',
        '50% OFF',
        'R$ 299,40',
        'R$ 99,80',
        'Mais Economia',
        false,
        null,
        29940,
      ],
      [
        'upgrade-profissional-to-top-afiliado-biannual',
        'Top Afiliado',
        'biannual',
        'R$ 719,40',
        'R$ 359,70',
        '50% OFF',
        'R$ 359,70',
        'R$ 160,10',
        'Recomendado',
        true,
        'upsell_upgrade_top-afiliado_biannual',
        35970,
      ],
      [
        'upgrade-profissional-to-elite-biannual',
        'Elite',
        'biannual',
        'R$ 1.127,40',
        'R$ 676,44',
        '40% OFF',
        'R$ 450,96',
        'R$ 476,84',
        'Recomendado',
        false,
        'upsell_upgrade_elite_biannual',
        67644,
      ],
    ],
  ],
  [
    'top-afiliado',
    'month',
    [
      [
        'quarterly-top-afiliado',
        'Top Afiliado',
        'quarter',
        'R$ 359,70',
        'R$ 237,90',
        '33% OFF',
        'R$ 121,80',
        'R$ 118,00',
        'Mais Economia',
        false,
        null,
        23790,
      ],
      [
        'upgrade-top-afiliado-to-elite-month',
        'Elite',
        'month',
        'R$ 187,90',
        'R$ 150,32',
        '20% OFF',
        'R$ 37,58',
        'R$ 30,42',
        'Recomendado',
        true,
        'upsell_upgrade_elite_month',
        15032,
      ],
    ],
  ],
  [
    'top-afiliado',
    'biannual',
    [
      [
        'annual-top-afiliado',
        'Top Afiliado',
        'year',
        'R$ 1.438,80',
        'R$ 719,40',
        '50% OFF',
        'R$ 719,40',
        'R$ 239,80',
        'Mais Economia',
        false,
        null,
        71940,
      ],
      [
        'upgrade-top-afiliado-to-elite-biannual',
        'Elite',
        'biannual',
        'R$ 1.127,40',
        'R$ 676,44',
        '40% OFF',
        'R$ 450,96',
        'R$ 196,84',
        'Recomendado',
        true,
        'upsell_upgrade_elite_biannual',
        67644,
      ],
    ],
  ],
  [
    'elite',
    'month',
    [
      [
        'quarterly-elite',
        'Elite',
        'quarter',
        'R$ 563,70',
        'R$ 375,80',
        '33% OFF',
        'R$ 187,90',
        'R$ 187,90',
        'Mais Economia',
        false,
        null,
        37580,
      ],
      [
        'annual-elite',
        'Elite',
        'year',
        'R$ 2.254,80',
        'R$ 1.127,40',
        '50% OFF',
        'R$ 1.127,40',
        'R$ 939,50',
        'Mais Economia',
        true,
        null,
        112740,
      ],
    ],
  ],
  [
    'elite',
    'biannual',
    [
      [
        'annual-elite',
        'Elite',
        'year',
        'R$ 2.254,80',
        'R$ 1.127,40',
        '50% OFF',
        'R$ 1.127,40',
        'R$ 227,80',
        'Mais Economia',
        true,
        null,
        112740,
      ],
    ],
  ],
];

describe('upsell offers (SPEC §9)', () => {
  it.each(EXPECTED)('%s %s', (planId, interval, expected) => {
    expect(rows(offers(planId, interval))).toEqual(expected);
  });

  it('shows the annual offer as exactly half of 12 monthly payments at the base prices', () => {
    for (const [planId, base] of [
      ['profissional', 4990],
      ['top-afiliado', 11990],
      ['elite', 18790],
    ] as const) {
      const annual = offers(planId, 'biannual')[0]!;
      expect(annual.amounts.original).toBe(base * 12);
      expect(annual.amounts.price * 2).toBe(base * 12);
    }
  });

  it('charges an upgrade exactly what SPEC advertises (base minus the discount)', () => {
    const advertised: Record<string, number> = {
      'upgrade-profissional-to-top-afiliado-month': 9592, // 119,90 − 20%
      'upgrade-profissional-to-elite-month': 15032, // 187,90 − 20%
      'upgrade-profissional-to-top-afiliado-biannual': 35970, // 719,40 − 50%
      'upgrade-profissional-to-elite-biannual': 67644, // 1.127,40 − 40%
    };
    const upgrades = [...offers('profissional', 'month'), ...offers('profissional', 'biannual')].filter(
      (card) => card.id in advertised,
    );
    expect(upgrades).toHaveLength(4);
    for (const card of upgrades) {
      expect(card.amounts.price).toBe(advertised[card.id]);
      expect(quote(card.planName, card.interval, card.checkout.couponId).amountDueToday).toBe(
        advertised[card.id],
      );
    }
  });

  it('gives the Elite no upgrade card', () => {
    for (const interval of ['month', 'biannual'] as const) {
      expect(offers('elite', interval).some((card) => card.badge === 'Recomendado')).toBe(false);
    }
  });
});

describe('super upsell (SPEC §9)', () => {
  it.each(
    PLANS.flatMap((plan) => (['month', 'biannual'] as const).map((interval) => [plan.id, interval] as const)),
  )('%s %s: the training bundle and the current plan with a discount', (planId, interval) => {
    const plan = getPlan(planId);
    const [bundle, current, ...rest] = offers(planId, interval, true);
    expect(rest).toEqual([]);
    expect(bundle).toMatchObject({
      id: `training-bundle-${planId}-${interval}`,
      originalPrice: 'R$ 197,00',
      price: 'R$ 97,00',
      discount: '50% OFF',
      savingsAmount: 'R$ 100,00',
      extraAmount: 'R$ 97,00',
      planName: plan.name,
      interval,
      highlight: true,
      checkout: { couponId: 'upsell_training_bundle', amount: plan.prices[interval].total + 9700 },
    });
    const percent = interval === 'month' ? 33 : 10;
    expect(current).toMatchObject({
      id: `current-plan-${planId}-${interval}`,
      discount: `${percent}% OFF`,
      planName: plan.name,
      interval,
      highlight: false,
      extraAmount: 'R$ 0,00',
      checkout: { couponId: `upsell_current_${planId}_${interval}` },
    });
  });

  it.each([
    ['profissional', 'month', 'R$ 49,90', 'R$ 33,43'],
    ['top-afiliado', 'month', 'R$ 119,90', 'R$ 80,33'],
    ['elite', 'month', 'R$ 187,90', 'R$ 125,89'],
    ['profissional', 'biannual', 'R$ 199,60', 'R$ 179,64'],
    ['top-afiliado', 'biannual', 'R$ 479,60', 'R$ 431,64'],
    ['elite', 'biannual', 'R$ 899,60', 'R$ 809,64'],
  ] as const)('%s %s current plan: %s → %s', (planId, interval, original, price) => {
    expect(offers(planId, interval, true)[1]).toMatchObject({ originalPrice: original, price });
  });
});

describe('every offer card', () => {
  const all = PLANS.flatMap((plan) =>
    (['month', 'biannual'] as const).flatMap((interval) =>
      [false, true].map((superUpsell) => ({
        plan,
        interval,
        superUpsell,
        cards: upsellOffers({ plan, interval, superUpsell }),
      })),
    ),
  );

  it('is charged by checkout exactly as shown: quote(planName, interval, couponId) = checkout.amount', () => {
    for (const { cards } of all) {
      for (const { checkout } of cards) {
        expect(quote(checkout.planName, checkout.interval, checkout.couponId).amountDueToday).toBe(
          checkout.amount,
        );
      }
    }
  });

  it('never shows a discount label larger than the real discount', () => {
    for (const { cards } of all) {
      for (const card of cards) {
        const labelled = Number.parseInt(card.discount, 10);
        const real = (card.amounts.savings / card.amounts.original) * 100;
        expect(real).toBeGreaterThanOrEqual(labelled);
      }
    }
  });

  it('has exactly one highlighted card, SPEC §3 fields and a unique id per list', () => {
    for (const { cards } of all) {
      expect(cards.filter((card) => card.highlight)).toHaveLength(1);
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
      for (const card of cards) {
        expect(card.title).not.toBe('');
        expect(card.description).not.toBe('');
        expect(card.featuresTitle).not.toBe('');
        expect(card.features.length).toBeGreaterThan(0);
        expect(card.savingsAmount).toMatch(/^R\$ \d/);
      }
    }
  });

  it('carries coupons the catalog resolves, scoped to that plan and period', () => {
    const coupon = findUpsellCoupon('upsell_upgrade_elite_biannual');
    expect(coupon).toMatchObject({ percentOff: 40, planIds: ['elite'], intervals: ['biannual'] });
    expect(coupon?.discountedTotal(getPlan('elite'), 'biannual')).toBe(67644);
    expect(findUpsellCoupon('upsell_upgrade_elite_biannual_25')).toBeUndefined();
    expect(findUpsellCoupon('upsell_upgrade_profissional_biannual')).toBeUndefined();
  });
});
