/**
 * Upsell offers (SPEC §9 'Upsell offers', §3 'Offer card'), built from the stored plan and interval.
 *
 * How the ambiguous rules are read (the SPEC line first, then the reading):
 *
 * 1. "Monthly: a quarterly offer at 3 times the price minus one third (33% OFF), label 'Mais Economia'."
 *    originalPrice = 3 × the plan's monthly price; the advertised price is two thirds of that (99,80 /
 *    239,80 / 375,80). The §9 table sells the quarterly period for 97,90 / 237,90 / 375,80 — never more
 *    than that — so the offer is the catalog quarterly price with no coupon, and its card shows the
 *    table figure as price. The '33% OFF' label is kept verbatim; the real discount is 33–35%.
 * 2. "Biannual: an annual offer at 50% OFF, base monthly prices 49.90 / 119.90 / 187.90."
 *    originalPrice = 12 × base monthly; price = half of it, which is exactly the table's annual total
 *    (299,40 / 719,40 / 1.127,40): the catalog annual price, no coupon.
 * 3. "Non-elite plans: tier upgrade offer labelled 'Recomendado'. Profissional to Top Afiliado at base
 *    119.90 monthly or 719.40 biannual; to Elite at 187.90 monthly or 1127.40 biannual. Discounts: 20%
 *    monthly; biannual 50% for the Top Afiliado upgrade and 40% for the Elite upgrade."
 *    Both targets are named after 'Profissional', so Profissional gets two upgrade cards (Top Afiliado
 *    and Elite); Top Afiliado gets the Elite one. The same interval is kept (monthly stays monthly,
 *    semiannual stays semiannual). originalPrice = the base (the biannual base is 6 × the target's
 *    monthly price). The card's price is the base minus the discount (95,92 / 150,32 / 359,70 /
 *    676,44), and that is exactly what checkout charges: the target plan's catalog price with an
 *    amount-off coupon for the difference (coupon.ts, Discount).
 * 4. "Elite on non-biannual intervals gets the annual offer." Elite has no tier above it, so in place
 *    of the upgrade card a monthly Elite gets the annual offer (rule 2's figures) next to rule 1's
 *    quarterly offer. A semiannual Elite already has the annual offer, once.
 * 5. "A superUpsell plan gets a training bundle at R$ 97,00 instead of R$ 197,00 (50% OFF) and a
 *    current-plan card with 33% or 10% OFF." With superUpsell these two cards replace the others. The
 *    bundle is the current plan at its catalog price plus the training as a one-time add-on of R$ 97,00
 *    (its extraAmount) in the same checkout. The current-plan card is 33% off monthly, 10% off
 *    semiannual, as an amount-off coupon on the catalog price.
 *
 * Every coupon applies to the first payment only (coupon.ts). extraAmount is what the offer's first
 * payment costs above the current choice (never negative). Exactly one card per list is highlighted:
 * the first upgrade, else the annual offer, else (superUpsell) the training bundle.
 */
import { type AddOn, type CouponDefinition } from './coupon';
import type { OfferCard } from './dto/catalog-responses';
import { INTERVALS, type IntervalId, TOGGLE_INTERVAL_IDS, type ToggleIntervalId } from './intervals';
import { applyPercentOff, type Cents, formatBRL, formatPercentOff } from './money';
import { getPlan, PERIOD_LABEL, PLANS, type PlanDefinition, type PlanId } from './plans';

export type { OfferCard };

export const OFFER_BADGES = { economy: 'Mais Economia', recommended: 'Recomendado' } as const;

/** SPEC §9: the quarterly offer takes one third off 3 monthly payments. */
const QUARTERLY_DISCOUNT_PERCENT = 33;
const ANNUAL_DISCOUNT_PERCENT = 50;
const UPGRADE_DISCOUNT_PERCENT: Readonly<Record<ToggleIntervalId, Partial<Record<PlanId, number>>>> = {
  month: { 'top-afiliado': 20, elite: 20 },
  biannual: { 'top-afiliado': 50, elite: 40 },
};
const UPGRADE_TARGETS: Readonly<Record<PlanId, readonly PlanId[]>> = {
  profissional: ['top-afiliado', 'elite'],
  'top-afiliado': ['elite'],
  elite: [],
};
const CURRENT_PLAN_DISCOUNT_PERCENT: Readonly<Record<ToggleIntervalId, number>> = { month: 33, biannual: 10 };

export const TRAINING_BUNDLE: AddOn = {
  id: 'treinamento-afiliados',
  name: 'Treinamento Busqy para Afiliados',
  amount: 9700,
};
const TRAINING_BUNDLE_ORIGINAL: Cents = 19700;
const TRAINING_BUNDLE_DISCOUNT_PERCENT = 50;
export const TRAINING_BUNDLE_COUPON_ID = 'upsell_training_bundle';

export interface UpsellSelection {
  plan: PlanDefinition;
  interval: ToggleIntervalId;
  superUpsell: boolean;
}

interface OfferDraft {
  id: string;
  kind: 'quarterly' | 'annual' | 'upgrade' | 'training' | 'current-plan';
  title: string;
  description: string;
  featuresTitle: string;
  features: string[];
  badge: string | null;
  discountPercent: number;
  /** The plan and period being sold. */
  plan: PlanDefinition;
  interval: IntervalId;
  original: Cents;
  price: Cents;
  coupon: CouponDefinition | null;
}

function periodLabel(interval: IntervalId): string {
  const { months } = INTERVALS[interval];
  return months === 1 ? PERIOD_LABEL : `a cada ${months} meses`;
}

/**
 * Sells `plan` for `interval` at exactly the advertised figure, as an amount off the catalog price
 * (never above the catalog price: an advertised figure above it sells at the catalog price, no coupon).
 */
function priced(
  plan: PlanDefinition,
  interval: IntervalId,
  advertised: Cents,
  offer: { couponPrefix: string; name: string; percentOff: number },
): { price: Cents; coupon: CouponDefinition | null } {
  const catalogTotal = plan.prices[interval].total;
  if (advertised >= catalogTotal) return { price: catalogTotal, coupon: null };
  return {
    price: advertised,
    coupon: {
      couponId: `${offer.couponPrefix}_${plan.id}_${interval}`,
      percentOff: offer.percentOff,
      name: offer.name,
      addOns: [],
      planIds: [plan.id],
      intervals: [interval],
      discountedTotal: () => advertised,
    },
  };
}

function quarterlyOffer(plan: PlanDefinition): OfferDraft {
  const original = plan.prices.month.total * 3;
  // "3 times the price minus one third" is two monthly payments.
  const { price, coupon } = priced(plan, 'quarter', plan.prices.month.total * 2, {
    couponPrefix: 'upsell_quarterly',
    name: `${plan.name} Trimestral (${formatPercentOff(QUARTERLY_DISCOUNT_PERCENT)})`,
    percentOff: QUARTERLY_DISCOUNT_PERCENT,
  });
  return {
    id: `quarterly-${plan.id}`,
    kind: 'quarterly',
    title: `${plan.name} Trimestral`,
    description: `Assine 3 meses de uma vez e economize ${formatBRL(original - price)} em relação a 3 meses no plano mensal.`,
    featuresTitle: `Tudo do plano ${plan.name}:`,
    features: [...plan.features],
    badge: OFFER_BADGES.economy,
    discountPercent: QUARTERLY_DISCOUNT_PERCENT,
    plan,
    interval: 'quarter',
    original,
    price,
    coupon,
  };
}

function annualOffer(plan: PlanDefinition): OfferDraft {
  const original = plan.prices.month.total * 12;
  const { price, coupon } = priced(plan, 'year', applyPercentOff(original, ANNUAL_DISCOUNT_PERCENT), {
    couponPrefix: 'upsell_annual',
    name: `${plan.name} Anual (${formatPercentOff(ANNUAL_DISCOUNT_PERCENT)})`,
    percentOff: ANNUAL_DISCOUNT_PERCENT,
  });
  return {
    id: `annual-${plan.id}`,
    kind: 'annual',
    title: `${plan.name} Anual`,
    description: `12 meses do plano ${plan.name} pela metade do preço mensal: ${formatBRL(price)} por ano.`,
    featuresTitle: `Tudo do plano ${plan.name}:`,
    features: [...plan.features],
    badge: OFFER_BADGES.economy,
    discountPercent: ANNUAL_DISCOUNT_PERCENT,
    plan,
    interval: 'year',
    original,
    price,
    coupon,
  };
}

function upgradeOffer(from: PlanDefinition, to: PlanDefinition, interval: ToggleIntervalId): OfferDraft {
  const discountPercent = UPGRADE_DISCOUNT_PERCENT[interval][to.id];
  if (discountPercent === undefined) throw new Error(`No upgrade discount for ${to.id}/${interval}`);
  const original = to.prices.month.total * INTERVALS[interval].months;
  const { price, coupon } = priced(to, interval, applyPercentOff(original, discountPercent), {
    couponPrefix: 'upsell_upgrade',
    name: `Upgrade para o ${to.name} (${formatPercentOff(discountPercent)})`,
    percentOff: discountPercent,
  });
  const firstPeriod = interval === 'month' ? 'no primeiro mês' : 'no primeiro semestre';
  return {
    id: `upgrade-${from.id}-to-${to.id}-${interval}`,
    kind: 'upgrade',
    title: `Upgrade para o ${to.name}`,
    description: `Troque o ${from.name} pelo ${to.name} com ${discountPercent}% de desconto ${firstPeriod}.`,
    featuresTitle: `O que o ${to.name} oferece:`,
    features: [...to.features],
    badge: OFFER_BADGES.recommended,
    discountPercent,
    plan: to,
    interval,
    original,
    price,
    coupon,
  };
}

function trainingBundleOffer(plan: PlanDefinition, interval: ToggleIntervalId): OfferDraft {
  return {
    id: `training-bundle-${plan.id}-${interval}`,
    kind: 'training',
    title: TRAINING_BUNDLE.name,
    description: `Leve o treinamento junto com o plano ${plan.name} por ${formatBRL(TRAINING_BUNDLE.amount)} em vez de ${formatBRL(TRAINING_BUNDLE_ORIGINAL)}.`,
    featuresTitle: 'O que você leva:',
    features: [
      TRAINING_BUNDLE.name,
      `Plano ${plan.name} ${INTERVALS[interval].label.toLowerCase()}`,
      'Treinamento cobrado uma única vez, no primeiro pagamento',
    ],
    badge: null,
    discountPercent: TRAINING_BUNDLE_DISCOUNT_PERCENT,
    plan,
    interval,
    original: TRAINING_BUNDLE_ORIGINAL,
    price: TRAINING_BUNDLE.amount,
    coupon: {
      couponId: TRAINING_BUNDLE_COUPON_ID,
      percentOff: null,
      name: TRAINING_BUNDLE.name,
      addOns: [TRAINING_BUNDLE],
      planIds: null,
      intervals: TOGGLE_INTERVAL_IDS,
      // The plan itself is not discounted: the bundle adds the training at R$ 97,00.
      discountedTotal: (target, period) => target.prices[period].total,
    },
  };
}

function currentPlanOffer(plan: PlanDefinition, interval: ToggleIntervalId): OfferDraft {
  const discountPercent = CURRENT_PLAN_DISCOUNT_PERCENT[interval];
  const original = plan.prices[interval].total;
  const { price, coupon } = priced(plan, interval, applyPercentOff(original, discountPercent), {
    couponPrefix: 'upsell_current',
    name: `${plan.name} (${formatPercentOff(discountPercent)})`,
    percentOff: discountPercent,
  });
  const firstPeriod = interval === 'month' ? 'no primeiro mês' : 'no primeiro semestre';
  return {
    id: `current-plan-${plan.id}-${interval}`,
    kind: 'current-plan',
    title: `${plan.name} com ${discountPercent}% de desconto`,
    description: `Continue com o plano ${plan.name} e pague ${discountPercent}% a menos ${firstPeriod}.`,
    featuresTitle: `Tudo do plano ${plan.name}:`,
    features: [...plan.features],
    badge: null,
    discountPercent,
    plan,
    interval,
    original,
    price,
    coupon,
  };
}

function drafts({ plan, interval, superUpsell }: UpsellSelection): OfferDraft[] {
  if (superUpsell) return [trainingBundleOffer(plan, interval), currentPlanOffer(plan, interval)];
  const offers = [interval === 'month' ? quarterlyOffer(plan) : annualOffer(plan)];
  for (const target of UPGRADE_TARGETS[plan.id]) offers.push(upgradeOffer(plan, getPlan(target), interval));
  if (plan.id === 'elite' && interval !== 'biannual') offers.push(annualOffer(plan));
  return offers;
}

function highlightedIndex(offers: readonly OfferDraft[]): number {
  for (const kind of ['upgrade', 'annual', 'training'] as const) {
    const index = offers.findIndex((offer) => offer.kind === kind);
    if (index !== -1) return index;
  }
  return 0;
}

function toCard(draft: OfferDraft, selection: UpsellSelection, highlight: boolean): OfferCard {
  const addOnTotal = draft.coupon?.addOns.reduce((sum, addOn) => sum + addOn.amount, 0) ?? 0;
  const planCharge = draft.kind === 'training' ? draft.plan.prices[draft.interval].total : draft.price;
  const checkoutAmount = planCharge + addOnTotal;
  const currentTotal = selection.plan.prices[selection.interval].total;
  const extra = draft.kind === 'training' ? addOnTotal : Math.max(0, checkoutAmount - currentTotal);
  return {
    id: draft.id,
    title: draft.title,
    description: draft.description,
    extraAmount: formatBRL(extra),
    originalPrice: formatBRL(draft.original),
    price: formatBRL(draft.price),
    discount: formatPercentOff(draft.discountPercent),
    savingsAmount: formatBRL(draft.original - draft.price),
    features: draft.features,
    featuresTitle: draft.featuresTitle,
    planName: draft.plan.name,
    interval: draft.interval,
    highlight,
    badge: draft.badge,
    planId: draft.plan.id,
    period: draft.kind === 'training' ? 'pagamento único' : periodLabel(draft.interval),
    amounts: { original: draft.original, price: draft.price, savings: draft.original - draft.price, extra },
    checkout: {
      planId: draft.plan.id,
      planName: draft.plan.name,
      interval: draft.interval,
      couponId: draft.coupon?.couponId ?? null,
      amount: checkoutAmount,
    },
  };
}

export function upsellOffers(selection: UpsellSelection): OfferCard[] {
  const offers = drafts(selection);
  const highlighted = highlightedIndex(offers);
  return offers.map((draft, index) => toCard(draft, selection, index === highlighted));
}

/** Every coupon an upsell card can carry, by id: quote() accepts these and nothing else upsell-related. */
const UPSELL_COUPONS: ReadonlyMap<string, CouponDefinition> = new Map(
  PLANS.flatMap((plan) =>
    TOGGLE_INTERVAL_IDS.flatMap((interval) =>
      [false, true].flatMap((superUpsell) => drafts({ plan, interval, superUpsell })),
    ),
  ).flatMap((draft) => (draft.coupon === null ? [] : [[draft.coupon.couponId, draft.coupon] as const])),
);

export function findUpsellCoupon(couponId: string): CouponDefinition | undefined {
  return UPSELL_COUPONS.get(couponId);
}
