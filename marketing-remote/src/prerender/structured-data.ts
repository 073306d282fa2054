// The pages' own JSON-LD for search engines: the landing FAQ (the FAQ the page shows, one home:
// features/landing/content.ts) and the plans as Products with their Offers, priced by the same catalog
// answer the page is rendered with. Paths in `url` and `@id` are made absolute by the shell.
import type { CatalogPlansResponse } from '@busqy/api-types';
import type { FaqItem } from '../components/Faq';

export function faqPage(faq: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

const reais = (cents: number) => (cents / 100).toFixed(2);

/** One Product per plan, one Offer per billing period the plan pages offer (price: what it costs, BRL). */
export function planOffers(catalog: CatalogPlansResponse, pagePath: string): object {
  const labels = new Map(catalog.intervals.filter((i) => i.toggle).map((i) => [i.id, i.label]));
  return {
    '@context': 'https://schema.org',
    '@graph': catalog.plans.map((plan) => ({
      '@type': 'Product',
      name: `Busqy ${plan.name}`,
      description: plan.description,
      brand: { '@id': '/#organization' },
      offers: Object.values(plan.prices)
        .filter((price) => labels.has(price.interval))
        .map((price) => ({
          '@type': 'Offer',
          name: `${plan.name} — ${labels.get(price.interval)}`,
          price: reais(price.amounts.total),
          priceCurrency: catalog.currency,
          availability: 'https://schema.org/InStock',
          url: pagePath,
        })),
    })),
  };
}
