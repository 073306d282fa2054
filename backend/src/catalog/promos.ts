import { CatalogError } from './catalog-error';
import { type CouponDefinition } from './coupon';
import type { PromoConfig, PromoPlanView, PromoPriceView } from './dto/catalog-responses';
import { type IntervalId, INTERVALS, TOGGLE_INTERVAL_IDS, type ToggleIntervalId } from './intervals';
import { applyPercentOff, type Cents, formatBRL, formatPercentOff, toPriceRaw } from './money';
import {
  intervalBadge,
  PERIOD_LABEL,
  PLAN_IDS,
  PLANS,
  type PlanDefinition,
  type PlanId,
  toPlanCardBase,
} from './plans';

export type { PromoConfig, PromoPlanView, PromoPriceView };

/** SPEC §4 'Promo codes by query': a code is trimmed, at most 40 characters of [A-Za-z0-9_-]. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const PROMO_CODE_MAX_LENGTH = 40;
export const PROMO_CODE_MESSAGE = `O código deve ter de 1 a ${PROMO_CODE_MAX_LENGTH} letras sem acento, números, '-' ou '_'.`;

export const REFERRAL_PERCENT_OFF = 10;

/**
 * The shape of a referral code ('YVI', 'maria_2024', 'joana-silva'): 3 to 20 letters and digits, at
 * most one '-' or '_', and no run of 5 digits. Anything else (a phone number, a pix key, a sentence)
 * is not a referral: the page would otherwise show it as a coupon, indexed, and Stripe would get a
 * coupon for it.
 */
const REFERRAL_CODE_PATTERN = /^(?=.{3,20}$)(?!.*\d{5})[a-z0-9]+(?:[-_][a-z0-9]+)?$/i;
export const REFERRAL_CODE_MESSAGE = 'Este link de promoção não é válido.';

export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code);
}

type CampaignText = Pick<PromoConfig, 'title' | 'subtitle' | 'promoMessage' | 'subtextNew'>;

interface CampaignPromo {
  code: string;
  aliases: readonly string[];
  couponCode: string;
  discount: number;
  specialOffer: boolean;
  showCountdown: boolean;
  referral: boolean;
  text: CampaignText;
}

const FIRST_PAYMENT_NOTE = 'Desconto aplicado no primeiro pagamento.';

function referralText(couponCode: string): CampaignText {
  return {
    title: 'Você ganhou um desconto especial',
    subtitle: `Indicação com ${REFERRAL_PERCENT_OFF}% de desconto na sua assinatura`,
    promoMessage: `Use o cupom ${couponCode} e ganhe ${REFERRAL_PERCENT_OFF}% de desconto no primeiro pagamento.`,
    subtextNew: FIRST_PAYMENT_NOTE,
  };
}

/** SPEC §9 'Promos'. */
const CAMPAIGNS: readonly CampaignPromo[] = [
  {
    code: 'novo',
    aliases: ['novo', 'novo-usuario'],
    couponCode: 'BUSQYNOVO10',
    discount: 10,
    specialOffer: false,
    showCountdown: false,
    referral: false,
    text: {
      title: 'Boas-vindas ao Busqy',
      subtitle: 'Ganhe 10% de desconto na sua primeira assinatura',
      promoMessage: 'Use o cupom BUSQYNOVO10 e ganhe 10% de desconto no primeiro pagamento.',
      subtextNew: FIRST_PAYMENT_NOTE,
    },
  },
  {
    code: 'yvi',
    aliases: ['yvi'],
    couponCode: 'YVI',
    discount: REFERRAL_PERCENT_OFF,
    specialOffer: false,
    showCountdown: false,
    referral: true,
    text: referralText('YVI'),
  },
  {
    code: 'blackfriday',
    aliases: ['blackfriday'],
    couponCode: 'BF40',
    discount: 40,
    specialOffer: true,
    showCountdown: true,
    referral: false,
    text: {
      title: 'Black Friday Busqy',
      subtitle: '40% de desconto em todos os planos, só até o fim do dia',
      promoMessage: 'Use o cupom BF40 e garanta 40% de desconto no primeiro pagamento.',
      subtextNew: FIRST_PAYMENT_NOTE,
    },
  },
  {
    code: 'comeback',
    aliases: ['comeback'],
    couponCode: 'COMEBACK30',
    discount: 30,
    specialOffer: true,
    showCountdown: true,
    referral: false,
    text: {
      title: 'Que bom ter você de volta',
      subtitle: '30% de desconto para voltar a automatizar seus envios, só hoje',
      promoMessage: 'Use o cupom COMEBACK30 e ganhe 30% de desconto no primeiro pagamento.',
      subtextNew: FIRST_PAYMENT_NOTE,
    },
  },
];

/**
 * Campaign coupons and referral coupons live in separate namespaces, so a referral code spelled like a
 * campaign coupon (?promo=bf40) stays a 10% referral instead of unlocking the 40% campaign.
 */
export function promoCouponId(couponCode: string, referral: boolean): string {
  return `${referral ? 'ref' : 'promo'}_${couponCode}`;
}

/** Trims and checks a code from the query string; malformed codes are refused, never guessed at. */
export function normalizePromoCode(raw: string): string {
  const code = raw.trim();
  if (!PROMO_CODE_PATTERN.test(code)) {
    throw new CatalogError('invalid_promo_code', PROMO_CODE_MESSAGE);
  }
  return code;
}

function toConfig(campaign: CampaignPromo): PromoConfig {
  return {
    code: campaign.code,
    ...campaign.text,
    discount: campaign.discount,
    specialOffer: campaign.specialOffer,
    couponCode: campaign.couponCode,
    couponId: promoCouponId(campaign.couponCode, campaign.referral),
    showCountdown: campaign.showCountdown,
    referral: campaign.referral,
  };
}

/**
 * Case-insensitive; a code that is not a campaign is a 10% referral with the code uppercased when it
 * has a referral code's shape, else refused (CatalogError → 400).
 */
export function resolvePromo(raw: string): PromoConfig {
  const code = normalizePromoCode(raw).toLowerCase();
  const campaign = CAMPAIGNS.find((candidate) => candidate.aliases.includes(code));
  if (campaign !== undefined) return toConfig(campaign);
  if (!isReferralCode(code)) throw new CatalogError('invalid_promo_code', REFERRAL_CODE_MESSAGE);
  const couponCode = code.toUpperCase();
  return toConfig({
    code,
    aliases: [code],
    couponCode,
    discount: REFERRAL_PERCENT_OFF,
    specialOffer: false,
    showCountdown: false,
    referral: true,
    text: referralText(couponCode),
  });
}

const REFERRAL_COUPON_ID = /^ref_([A-Z0-9_-]{1,40})$/;

/**
 * SPEC §9: the discounted price per month is the price minus the percentage, to the centavo (half-up),
 * and a period's total is shown as that price times its months (semiannual: × 6). That displayed
 * total is the first payment: 33,30 − 10% = 29,97 → R$ 179,82 for 6 months.
 */
export function promoTotal(plan: PlanDefinition, interval: IntervalId, percentOff: number): Cents {
  return applyPercentOff(plan.prices[interval].perMonth, percentOff) * INTERVALS[interval].months;
}

/** The coupon id a promo price carries: the promo's id scoped to one plan and period. */
export function scopedPromoCouponId(promoCouponId: string, planId: PlanId, interval: IntervalId): string {
  return `${promoCouponId}_${planId}_${interval}`;
}

const SCOPED_SUFFIX = new RegExp(`_(${PLAN_IDS.join('|')})_(${TOGGLE_INTERVAL_IDS.join('|')})$`);

/** Promo discounts are offered on the promo page, which sells the toggle's periods (monthly, semiannual). */
function promoCoupon(
  couponId: string,
  couponCode: string,
  percentOff: number,
  scope: { planId: PlanId; interval: ToggleIntervalId } | null,
): CouponDefinition {
  return {
    couponId,
    percentOff,
    name: `${couponCode} (${formatPercentOff(percentOff)})`,
    addOns: [],
    planIds: scope === null ? null : [scope.planId],
    intervals: scope === null ? TOGGLE_INTERVAL_IDS : [scope.interval],
    discountedTotal: (plan, interval) => promoTotal(plan, interval, percentOff),
  };
}

function findUnscopedPromo(couponId: string): { couponCode: string; percentOff: number } | undefined {
  const campaign = CAMPAIGNS.find(
    (candidate) => promoCouponId(candidate.couponCode, candidate.referral) === couponId,
  );
  if (campaign !== undefined) return { couponCode: campaign.couponCode, percentOff: campaign.discount };
  const referral = REFERRAL_COUPON_ID.exec(couponId);
  if (referral !== null && isReferralCode(referral[1]!)) {
    return { couponCode: referral[1]!, percentOff: REFERRAL_PERCENT_OFF };
  }
  return undefined;
}

/** The referral code ('YVI') whose coupon `couponId` is, scoped or not; null for any other coupon. */
export function referralCodeOfCoupon(couponId: string): string | null {
  const scoped = SCOPED_SUFFIX.exec(couponId);
  const unscoped = scoped === null ? couponId : couponId.slice(0, scoped.index);
  const referral = REFERRAL_COUPON_ID.exec(unscoped);
  return referral !== null && isReferralCode(referral[1]!) ? referral[1]! : null;
}

/** The campaign ('blackfriday'…) whose coupon `couponId` is, scoped or not; null for any other coupon. */
export function campaignOfCoupon(couponId: string): string | null {
  const scoped = SCOPED_SUFFIX.exec(couponId);
  const unscoped = scoped === null ? couponId : couponId.slice(0, scoped.index);
  const campaign = CAMPAIGNS.find(
    (candidate) => promoCouponId(candidate.couponCode, candidate.referral) === unscoped,
  );
  return campaign?.code ?? null;
}

/**
 * A promo's own id ('promo_BF40', 'ref_YVI': any plan, either toggle period) or one scoped to a plan
 * and period ('promo_BF40_elite_biannual', what the promo page stores as the selected plan's couponId).
 */
export function findPromoCoupon(couponId: string): CouponDefinition | undefined {
  const scoped = SCOPED_SUFFIX.exec(couponId);
  if (scoped !== null) {
    const promo = findUnscopedPromo(couponId.slice(0, scoped.index));
    if (promo === undefined) return undefined;
    const scope = { planId: scoped[1] as PlanId, interval: scoped[2] as ToggleIntervalId };
    return promoCoupon(couponId, promo.couponCode, promo.percentOff, scope);
  }
  const promo = findUnscopedPromo(couponId);
  return promo === undefined ? undefined : promoCoupon(couponId, promo.couponCode, promo.percentOff, null);
}

function promoSubtext(interval: ToggleIntervalId, first: Cents, regular: Cents): string {
  const { months } = INTERVALS[interval];
  return months === 1
    ? `${formatBRL(first)} no primeiro mês, depois ${formatBRL(regular)}${PERIOD_LABEL}`
    : `${formatBRL(first)} nos primeiros ${months} meses, depois ${formatBRL(regular)} a cada ${months} meses`;
}

/** SPEC §9: the discounted price per month and the period total shown (price × months), which is charged. */
export function toPromoPrice(
  plan: PlanDefinition,
  interval: ToggleIntervalId,
  promo: PromoConfig,
): PromoPriceView {
  const entry = plan.prices[interval];
  const perMonth = applyPercentOff(entry.perMonth, promo.discount);
  const total = promoTotal(plan, interval, promo.discount);
  return {
    interval,
    months: INTERVALS[interval].months,
    amounts: { originalPerMonth: entry.perMonth, perMonth, total, regularTotal: entry.total },
    originalPrice: formatBRL(entry.perMonth),
    price: formatBRL(perMonth),
    priceRaw: toPriceRaw(perMonth),
    period: PERIOD_LABEL,
    subtext: promoSubtext(interval, total, entry.total),
    total: formatBRL(total),
    badge: formatPercentOff(promo.discount),
    periodBadge: intervalBadge(interval),
    checkout: {
      planId: plan.id,
      planName: plan.name,
      interval,
      couponId: scopedPromoCouponId(promo.couponId, plan.id, interval),
      amount: total,
    },
  };
}

export function promoPlans(promo: PromoConfig): PromoPlanView[] {
  return PLANS.map((plan) => ({
    ...toPlanCardBase(plan),
    prices: {
      month: toPromoPrice(plan, 'month', promo),
      biannual: toPromoPrice(plan, 'biannual', promo),
    },
  }));
}
