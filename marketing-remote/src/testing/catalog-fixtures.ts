/**
 * Catalog API answers for tests, in the shape backend/src/catalog returns (figures of SPEC §9).
 * Only what the pages read is filled in.
 */
import { formatBRL } from '@busqy/platform-contract/remote';
import type {
  CatalogPlansResponse,
  PlanCardBase,
  PriceView,
  PromoConfig,
  PromoPriceView,
  PromoResponse,
  ToggleInterval,
} from '../lib/catalog/types';

const raw = (cents: number) => `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
const MONTHS: Record<ToggleInterval, number> = { month: 1, biannual: 6 };

/** Centavos per month before and after the period's discount, and the period's total. */
interface Amounts {
  originalPerMonth: number;
  perMonth: number;
  total: number;
}

function price(interval: ToggleInterval, { originalPerMonth, perMonth, total }: Amounts): PriceView {
  const months = MONTHS[interval];
  return {
    originalPrice: formatBRL(originalPerMonth),
    price: formatBRL(perMonth),
    priceRaw: raw(perMonth),
    period: '/mês',
    subtext: months === 1 ? 'Cobrado mensalmente' : `${formatBRL(total)} a cada ${months} meses`,
    badge: interval === 'biannual' ? '33% OFF' : null,
  };
}

const BASES: Array<PlanCardBase & { table: [number, number, [number, number]] }> = [
  {
    id: 'profissional',
    name: 'Profissional',
    description: 'Para quem está começando a divulgar ofertas nos seus grupos.',
    highlight: false,
    badge: null,
    buttonText: 'Testar 7 dias grátis',
    features: ['1 conta de bot no Telegram', '1 grupo de WhatsApp'],
    table: [6990, 4990, [3330, 19960]],
  },
  {
    id: 'top-afiliado',
    name: 'Top Afiliado',
    description: 'Para afiliados que querem automatizar e escalar os envios.',
    highlight: true,
    badge: 'Mais Popular',
    buttonText: 'Começar agora',
    features: ['Tudo do plano Profissional', 'Fila de envios'],
    table: [14990, 11990, [7990, 47960]],
  },
  {
    id: 'elite',
    name: 'Elite',
    description: 'Para quem gerencia muitos grupos e quer a ajuda da inteligência artificial.',
    highlight: false,
    badge: null,
    buttonText: 'Começar agora',
    features: ['Tudo do plano Top Afiliado', 'Módulo de IA'],
    table: [23790, 18790, [14990, 89960]],
  },
];

/** Each plan's amounts per toggle period (SPEC §9 figures). */
function planAmounts(): Array<{ base: PlanCardBase; amounts: Record<ToggleInterval, Amounts> }> {
  return BASES.map(({ table: [monthlyOriginal, monthly, [biannualPerMonth, biannualTotal]], ...base }) => ({
    base,
    amounts: {
      month: { originalPerMonth: monthlyOriginal, perMonth: monthly, total: monthly },
      biannual: { originalPerMonth: monthly, perMonth: biannualPerMonth, total: biannualTotal },
    },
  }));
}

export function plansResponse(): CatalogPlansResponse {
  return {
    defaultInterval: 'biannual',
    plans: planAmounts().map(({ base, amounts }) => ({
      ...base,
      prices: { month: price('month', amounts.month), biannual: price('biannual', amounts.biannual) },
    })),
  };
}

/** Promo configurations, each with the couponId prefix the API scopes per plan and period. */
const PROMOS: Record<string, PromoConfig & { couponId: string }> = {
  blackfriday: {
    title: 'Black Friday Busqy',
    subtitle: '40% de desconto em todos os planos, só até o fim do dia',
    discount: 40,
    specialOffer: true,
    promoMessage: 'Use o cupom BF40 e garanta 40% de desconto no primeiro pagamento.',
    couponCode: 'BF40',
    couponId: 'promo_BF40',
    showCountdown: true,
    subtextNew: 'Desconto aplicado no primeiro pagamento.',
  },
  novo: {
    title: 'Boas-vindas ao Busqy',
    subtitle: 'Ganhe 10% de desconto na sua primeira assinatura',
    discount: 10,
    specialOffer: false,
    promoMessage: 'Use o cupom BUSQYNOVO10 e ganhe 10% de desconto no primeiro pagamento.',
    couponCode: 'BUSQYNOVO10',
    couponId: 'promo_BUSQYNOVO10',
    showCountdown: false,
    subtextNew: 'Desconto aplicado no primeiro pagamento.',
  },
};

function promoPrice(
  plan: PlanCardBase,
  interval: ToggleInterval,
  regular: Amounts,
  promo: PromoConfig & { couponId: string },
): PromoPriceView {
  const perMonth = Math.floor((regular.perMonth * (100 - promo.discount) + 50) / 100);
  const total = perMonth * MONTHS[interval];
  return {
    interval,
    amounts: { total },
    originalPrice: formatBRL(regular.perMonth),
    price: formatBRL(perMonth),
    priceRaw: raw(perMonth),
    period: '/mês',
    subtext: `${formatBRL(total)} no primeiro período`,
    badge: `${promo.discount}% OFF`,
    periodBadge: interval === 'biannual' ? '33% OFF' : null,
    checkout: { couponId: `${promo.couponId}_${plan.id}_${interval}` },
  };
}

/** 'blackfriday' or 'novo' (others: a 10% referral with the code uppercased). */
export function promoResponse(code: string): PromoResponse {
  const key = code.toLowerCase();
  const upper = code.toUpperCase();
  const promo = PROMOS[key] ?? {
    ...PROMOS.novo!,
    title: 'Você ganhou um desconto especial',
    couponCode: upper,
    couponId: `ref_${upper}`,
    promoMessage: `Use o cupom ${upper} e ganhe 10% de desconto no primeiro pagamento.`,
  };
  const { couponId: _scopedBy, ...config } = promo;
  return {
    promo: config,
    plans: planAmounts().map(({ base, amounts }) => ({
      ...base,
      prices: {
        month: promoPrice(base, 'month', amounts.month, promo),
        biannual: promoPrice(base, 'biannual', amounts.biannual, promo),
      },
    })),
  };
}

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };

/**
 * A fake API handler answering the catalog (plans and any promo code) and, by 'METHOD path', the
 * extra replies given (a function is called with the request; its throw or FakeApiError rejects).
 */
export function catalogApi(extra: Record<string, unknown> = {}) {
  return (request: Request): unknown => {
    const key = `${request.method} ${request.path}`;
    if (Object.hasOwn(extra, key)) {
      const reply = extra[key];
      return typeof reply === 'function' ? (reply as (r: Request) => unknown)(request) : reply;
    }
    if (key === 'GET /api/catalog/plans') return plansResponse();
    const promo = /^GET \/api\/catalog\/promos\/(.+)$/.exec(key);
    if (promo) return promoResponse(decodeURIComponent(promo[1]!));
    throw new Error(`No fake route for ${key}`);
  };
}
