import { CatalogError } from './catalog-error';
import type { PlanCardBase, PlanView, PriceView } from './dto/catalog-responses';
import { INTERVAL_IDS, INTERVALS, type IntervalId } from './intervals';
import { brl, type Cents, formatBRL, toPriceRaw } from './money';

export type { PlanCardBase, PlanView, PriceView };

export const PLAN_IDS = ['profissional', 'top-afiliado', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** One row cell of SPEC §9's price table, in centavos. */
export interface PriceEntry {
  /** Price per month shown on the card. */
  perMonth: Cents;
  /** Struck-through price per month: the table's first number (monthly) or the plan's monthly price. */
  originalPerMonth: Cents;
  /** What one billing period costs: the table's total, used verbatim even where perMonth × months differs. */
  total: Cents;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  description: string;
  highlight: boolean;
  badge: string | null;
  buttonText: string;
  features: readonly string[];
  prices: Readonly<Record<IntervalId, PriceEntry>>;
}

/** SPEC §9 'Prices': monthly 'original to price'; other periods 'price per month (total per period)'. */
function priceRow(
  monthlyOriginal: string,
  monthly: string,
  quarter: [perMonth: string, total: string],
  biannual: [perMonth: string, total: string],
  year: [perMonth: string, total: string],
): Record<IntervalId, PriceEntry> {
  const monthlyPrice = brl(monthly);
  const period = ([perMonth, total]: [string, string]): PriceEntry => ({
    perMonth: brl(perMonth),
    originalPerMonth: monthlyPrice,
    total: brl(total),
  });
  return {
    month: { perMonth: monthlyPrice, originalPerMonth: brl(monthlyOriginal), total: monthlyPrice },
    quarter: period(quarter),
    biannual: period(biannual),
    year: period(year),
  };
}

const PROFISSIONAL_FEATURES = [
  '1 conta de bot no Telegram',
  '1 grupo de WhatsApp',
  '1 grupo de Telegram',
  '2 personalizações de template',
  'Criador de promoções ilimitado',
] as const;

const TOP_AFILIADO_FEATURES = [
  'Tudo do plano Profissional',
  'Fila de envios',
  'Agendamento de envios',
  'Envios em massa',
  '5 grupos de WhatsApp',
  '5 grupos de Telegram',
] as const;

const ELITE_FEATURES = [
  'Tudo do plano Top Afiliado',
  '3 contas de bot no Telegram',
  'Módulo de IA',
  '1 conexão de WhatsApp',
  'Grupos de WhatsApp ilimitados',
  'Grupos de Telegram ilimitados',
] as const;

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'profissional',
    name: 'Profissional',
    description: 'Para quem está começando a divulgar ofertas nos seus grupos.',
    highlight: false,
    badge: null,
    buttonText: 'Testar 7 dias grátis',
    features: PROFISSIONAL_FEATURES,
    prices: priceRow('69,90', '49,90', ['32,60', '97,90'], ['33,30', '199,60'], ['24,95', '299,40']),
  },
  {
    id: 'top-afiliado',
    name: 'Top Afiliado',
    description: 'Para afiliados que querem automatizar e escalar os envios.',
    highlight: true,
    badge: 'Mais Popular',
    buttonText: 'Começar agora',
    features: TOP_AFILIADO_FEATURES,
    prices: priceRow('149,90', '119,90', ['79,30', '237,90'], ['79,90', '479,60'], ['59,95', '719,40']),
  },
  {
    id: 'elite',
    name: 'Elite',
    description: 'Para quem gerencia muitos grupos e quer a ajuda da inteligência artificial.',
    highlight: false,
    badge: null,
    buttonText: 'Começar agora',
    features: ELITE_FEATURES,
    prices: priceRow('237,90', '187,90', ['125,26', '375,80'], ['149,90', '899,60'], ['93,95', '1.127,40']),
  },
];

/** Accepts an id ('top-afiliado') or a display name in any case ('Top Afiliado', 'top afiliado'). */
export function findPlan(idOrName: string): PlanDefinition | undefined {
  const key = idOrName.trim().toLowerCase().replace(/\s+/g, '-');
  return PLANS.find((plan) => plan.id === key);
}

export function getPlan(idOrName: string): PlanDefinition {
  const plan = findPlan(idOrName);
  if (plan === undefined) throw new CatalogError('unknown_plan', `Plano desconhecido: '${idOrName}'.`);
  return plan;
}

/** SPEC §9: 'Semiannual badge 33% OFF'. */
const INTERVAL_BADGES: Partial<Record<IntervalId, string>> = { biannual: '33% OFF' };

/** The badge a billing period carries on the plan pages ('33% OFF' on semiannual), or null. */
export function intervalBadge(interval: IntervalId): string | null {
  return INTERVAL_BADGES[interval] ?? null;
}

export const PERIOD_LABEL = '/mês';

/** Subtext under the price: the total per period (SPEC §9), or how a monthly plan is billed. */
export function periodSubtext(interval: IntervalId, total: Cents): string {
  const { months } = INTERVALS[interval];
  return months === 1 ? 'Cobrado mensalmente' : `${formatBRL(total)} a cada ${months} meses`;
}

export function toPriceView(interval: IntervalId, entry: PriceEntry): PriceView {
  return {
    interval,
    months: INTERVALS[interval].months,
    amounts: { originalPerMonth: entry.originalPerMonth, perMonth: entry.perMonth, total: entry.total },
    originalPrice: formatBRL(entry.originalPerMonth),
    price: formatBRL(entry.perMonth),
    priceRaw: toPriceRaw(entry.perMonth),
    period: PERIOD_LABEL,
    subtext: periodSubtext(interval, entry.total),
    total: formatBRL(entry.total),
    badge: intervalBadge(interval),
    recurring: INTERVALS[interval].recurring,
  };
}

export function toPlanCardBase(plan: PlanDefinition): PlanCardBase {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    highlight: plan.highlight,
    badge: plan.badge,
    buttonText: plan.buttonText,
    features: [...plan.features],
  };
}

export function toPlanView(plan: PlanDefinition): PlanView {
  const prices = Object.fromEntries(
    INTERVAL_IDS.map((interval) => [interval, toPriceView(interval, plan.prices[interval])]),
  ) as Record<IntervalId, PriceView>;
  return { ...toPlanCardBase(plan), prices };
}
