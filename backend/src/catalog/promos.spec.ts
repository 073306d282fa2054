import { CatalogError } from './catalog-error';
import { formatBRL } from './money';
import { getPlan } from './plans';
import { findPromoCoupon, promoPlans, resolvePromo, toPromoPrice } from './promos';
import { quote } from './quote';

describe('resolvePromo (SPEC §4 and §9)', () => {
  it.each([
    ['novo', 'novo', 10, 'BUSQYNOVO10', 'promo_BUSQYNOVO10', false],
    ['novo-usuario', 'novo', 10, 'BUSQYNOVO10', 'promo_BUSQYNOVO10', false],
    ['yvi', 'yvi', 10, 'YVI', 'ref_YVI', false],
    ['blackfriday', 'blackfriday', 40, 'BF40', 'promo_BF40', true],
    ['comeback', 'comeback', 30, 'COMEBACK30', 'promo_COMEBACK30', true],
  ])('%s → %s, %i%%, coupon %s (%s)', (input, code, discount, couponCode, couponId, showCountdown) => {
    expect(resolvePromo(input)).toMatchObject({ code, discount, couponCode, couponId, showCountdown });
  });

  it.each(['NOVO', 'Novo-Usuario', 'BlackFriday', 'YVI', ' comeback '])(
    'is case-insensitive and trims: %p',
    (raw) => {
      expect(resolvePromo(raw).code).toBe(raw.trim().toLowerCase().replace('novo-usuario', 'novo'));
    },
  );

  it('writes a pt-BR title, subtitle and message naming the coupon', () => {
    const promo = resolvePromo('blackfriday');
    expect(promo.title).toBe('Black Friday Busqy');
    expect(promo.promoMessage).toContain('BF40');
    expect(promo.specialOffer).toBe(true);
    expect(resolvePromo('novo').specialOffer).toBe(false);
  });

  it('treats any other well-formed code as a 10% referral with the code uppercased', () => {
    expect(resolvePromo('Maria_2024')).toMatchObject({
      code: 'maria_2024',
      discount: 10,
      couponCode: 'MARIA_2024',
      couponId: 'ref_MARIA_2024',
      showCountdown: false,
      specialOffer: false,
    });
    expect(resolvePromo('maria_2024').promoMessage).toContain('MARIA_2024');
  });

  it('keeps a referral spelled like a campaign coupon in the referral namespace', () => {
    expect(resolvePromo('bf40')).toMatchObject({ discount: 10, couponCode: 'BF40', couponId: 'ref_BF40' });
  });

  it.each(['', '   ', 'a'.repeat(41), 'two words', 'ação', 'x;drop', '../etc'])(
    'refuses malformed %p',
    (raw) => {
      expect(() => resolvePromo(raw)).toThrow(CatalogError);
      expect(() => resolvePromo(raw)).toThrow(expect.objectContaining({ code: 'invalid_promo_code' }));
    },
  );

  it('accepts a referral code of exactly 20 characters, not 21', () => {
    expect(resolvePromo('a'.repeat(20)).couponCode).toBe('A'.repeat(20));
    expect(() => resolvePromo('a'.repeat(21))).toThrow(CatalogError);
  });
});

describe('referral codes', () => {
  it.each(['YVI', 'maria_2024', 'joana-silva', 'AMIGA2024'])('%s has the shape of a referral', (code) => {
    expect(resolvePromo(code)).toMatchObject({ discount: 10, couponId: `ref_${code.toUpperCase()}` });
  });

  it.each([
    ['a pix key with a phone number', 'pix-chave-11999990000'],
    ['a phone number', '11999990000'],
    ['two separators', 'a-b-c'],
    ['too short', 'ab'],
    ['too long', 'a'.repeat(21)],
  ])('refuses %s (400, never rendered as a coupon)', (_case, code) => {
    expect(() => resolvePromo(code)).toThrow(CatalogError);
  });
});

describe('promo coupons', () => {
  it('carry on each price an id scoped to its plan and period', () => {
    const [profissional] = promoPlans(resolvePromo('blackfriday'));
    expect(profissional?.prices.biannual.checkout.couponId).toBe('promo_BF40_profissional_biannual');
    expect(profissional?.prices.month.checkout.couponId).toBe('promo_BF40_profissional_month');
    const scoped = findPromoCoupon('ref_YVI_top-afiliado_month');
    expect(scoped).toMatchObject({ percentOff: 10, planIds: ['top-afiliado'], intervals: ['month'] });
    expect(findPromoCoupon('promo_BF90_elite_month')).toBeUndefined();
    expect(findPromoCoupon('promo_BF40_elite_year')).toBeUndefined();
  });

  it('resolve campaign and referral coupon ids to their percentages', () => {
    expect(findPromoCoupon('promo_BF40')?.percentOff).toBe(40);
    expect(findPromoCoupon('promo_COMEBACK30')?.percentOff).toBe(30);
    expect(findPromoCoupon('promo_BUSQYNOVO10')?.percentOff).toBe(10);
    expect(findPromoCoupon('ref_ANYONE')?.percentOff).toBe(10);
  });

  it('do not exist for invented campaign ids or lowercase referral ids', () => {
    expect(findPromoCoupon('promo_BF90')).toBeUndefined();
    expect(findPromoCoupon('ref_anyone')).toBeUndefined();
    expect(findPromoCoupon('ref_PIX-CHAVE-11999990000')).toBeUndefined();
    expect(findPromoCoupon(`ref_${'A'.repeat(41)}`)).toBeUndefined();
  });
});

describe('discounted prices (SPEC §9)', () => {
  it('takes 40% off R$ 49,90 for Black Friday: R$ 29,94', () => {
    const price = toPromoPrice(getPlan('profissional'), 'month', resolvePromo('blackfriday'));
    expect(price).toMatchObject({
      originalPrice: 'R$ 49,90',
      price: 'R$ 29,94',
      priceRaw: '29.94',
      total: 'R$ 29,94',
      badge: '40% OFF',
      periodBadge: null,
      period: '/mês',
      subtext: 'R$ 29,94 no primeiro mês, depois R$ 49,90/mês',
    });
  });

  it('shows the semiannual total as the discounted price per month times 6, and charges it', () => {
    const price = toPromoPrice(getPlan('profissional'), 'biannual', resolvePromo('blackfriday'));
    expect(price).toMatchObject({
      originalPrice: 'R$ 33,30',
      price: 'R$ 19,98',
      total: 'R$ 119,88',
      subtext: 'R$ 119,88 nos primeiros 6 meses, depois R$ 199,60 a cada 6 meses',
      // The toggle keeps SPEC §9's semiannual badge; the promo's own discount is `badge`.
      badge: '40% OFF',
      periodBadge: '33% OFF',
    });
    expect(price.amounts).toEqual({
      originalPerMonth: 3330,
      perMonth: 1998,
      total: 11988,
      regularTotal: 19960,
    });
  });

  it.each([
    ['novo', 'top-afiliado', 'R$ 107,91', 'R$ 71,91', 'R$ 431,46'],
    ['comeback', 'elite', 'R$ 131,53', 'R$ 104,93', 'R$ 629,58'],
    ['yvi', 'profissional', 'R$ 44,91', 'R$ 29,97', 'R$ 179,82'],
  ])(
    '%s on %s: monthly %s, semiannual %s per month, %s per 6 months',
    (code, planId, month, perMonth, total) => {
      const plan = promoPlans(resolvePromo(code)).find((candidate) => candidate.id === planId);
      expect(plan?.prices.month.price).toBe(month);
      expect(plan?.prices.biannual.price).toBe(perMonth);
      expect(plan?.prices.biannual.total).toBe(total);
    },
  );

  it.each(['novo', 'yvi', 'blackfriday', 'comeback', 'someone'])(
    '%s: every discounted price is exactly what checkout charges for it',
    (code) => {
      for (const plan of promoPlans(resolvePromo(code))) {
        for (const price of [plan.prices.month, plan.prices.biannual]) {
          const { planName, interval, couponId, amount } = price.checkout;
          const charged = quote(planName, interval, couponId);
          expect(charged.amountDueToday).toBe(amount);
          expect(formatBRL(charged.amountDueToday)).toBe(price.total);
          expect(amount).toBe(price.amounts.perMonth * price.months);
          expect(charged.discount?.amountOff).toBe(price.amounts.regularTotal - amount);
        }
      }
    },
  );
});
