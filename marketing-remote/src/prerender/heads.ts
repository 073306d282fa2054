// Each page's <head> as the pre-renderer publishes it: the titles and descriptions the pages set in
// the browser (usePageMeta: one home each, imported here), the promo links' previews, and the pages'
// JSON-LD. The shell adds the site-wide head (Organization, Open Graph frame, og:image).
import type { CatalogPlansResponse, PromoResponse } from '@busqy/api-types';
import { canonicalPage, type PageHead, type PrerenderedPageData } from '@busqy/platform-contract/prerender';
import { plansMeta } from '../app/pages/PlansPage';
import { promoMeta } from '../app/pages/PromoPage';
import { aboutMeta } from '../features/about/content';
import { bioMeta } from '../features/bio/components/BioPage';
import { LANDING_FAQ, landingMeta } from '../features/landing/content';
import { PRIVACY } from '../features/legal/privacy';
import { TERMS } from '../features/legal/terms';
import { promoCodeOf } from '../features/promo/hooks/use-promo-params';
import { solutionsMeta } from '../features/solutions/components/SolutionsPage';
import { PLANS_PATH, promoPath } from '../lib/catalog/api';
import { PAGES, type CanonicalPath } from '../routes';
import { faqPage, planOffers } from './structured-data';

interface Meta {
  title: string;
  description: string;
}

/** The head of each page that is its own canonical (an alias shares its canonical's). */
const META: Readonly<Record<CanonicalPath, Meta>> = {
  '/': landingMeta,
  '/planos': plansMeta,
  '/planos-promo': promoMeta,
  '/bio': bioMeta,
  '/termos': TERMS.meta,
  '/politicas-de-privacidade': PRIVACY.meta,
  '/sobre': aboutMeta,
  '/solucoes': solutionsMeta,
};

/** The code a promo link names (not the default offer of a bare /planos-promo). */
function namedPromoCode(search: string): string | null {
  const params = new URLSearchParams(search);
  return ['promo', 'parceiro', 'afiliado'].some((name) => params.get(name)?.trim())
    ? promoCodeOf(params)
    : null;
}

/** A promo link previews its offer; a campaign is a page of its own, a referral one more address of the promo page. */
function promoHead(search: string, data: PrerenderedPageData): Partial<PageHead> {
  const code = namedPromoCode(search);
  const answer = code ? (data.api[promoPath(code)] as PromoResponse | undefined) : undefined;
  if (!code || !answer?.promo) return {};
  return {
    title: `${answer.promo.title} | Busqy`,
    description: answer.promo.subtitle,
    canonicalPath: answer.promo.referral
      ? '/planos-promo'
      : `/planos-promo?promo=${encodeURIComponent(code.toLowerCase())}`,
  };
}

function jsonLdOf(canonical: string, data: PrerenderedPageData): object[] {
  if (canonical === '/') return [faqPage(LANDING_FAQ)];
  const plans = data.api[PLANS_PATH] as CatalogPlansResponse | undefined;
  if (canonical === '/planos' && plans) return [planOffers(plans, canonical)];
  return [];
}

/** The head of `path` (a route pattern of PAGES) for this query and page data. */
export function pageHead(path: string, search: string, data: PrerenderedPageData): PageHead {
  const found = canonicalPage(PAGES, path);
  if (!found) throw new Error(`no page at ${path}`);
  const canonical = found.canonical.path as CanonicalPath;
  return {
    ...META[canonical],
    canonicalPath: canonical,
    indexable: true,
    jsonLd: jsonLdOf(canonical, data),
    ...(canonical === '/planos-promo' ? promoHead(search, data) : {}),
  };
}
