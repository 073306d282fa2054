// JSON-LD for search engines: the Organization on every page, the FAQ on the landing page and the
// plans (with their BRL prices from the API catalog) on the plan pages.
import { readFileSync } from 'node:fs';

/** The landing FAQ as the marketing remote shows it (test: landing-faq matches its content.ts). */
export const LANDING_FAQ = JSON.parse(readFileSync(new URL('./landing-faq.json', import.meta.url), 'utf8'));

/**
 * Same facts as shell/src/config/company.ts (the footer); checked by a test. The legal name, CNPJ and
 * address are run-time configuration (COMPANY_*, runtime config `company`).
 */
export const ORGANIZATION = Object.freeze({
  name: 'Busqy',
  foundingDate: '2024',
  sameAs: [
    'https://www.instagram.com/busqy.app',
    'https://www.tiktok.com/@busqy.app',
    'https://www.youtube.com/@busqy',
    'https://www.facebook.com/busqy.app',
  ],
});

/** @param {string} siteUrl @param {{ legalName: string, taxId: string, address: string }} [company] */
export function organization(siteUrl, company) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/apple-touch-icon.png`,
    ...ORGANIZATION,
    ...(company ? { legalName: company.legalName, taxID: company.taxId, address: company.address } : {}),
  };
}

export function faqPage(faq = LANDING_FAQ) {
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

function reais(cents) {
  return (cents / 100).toFixed(2);
}

/**
 * The catalog's plans (GET /api/catalog/plans) as Products with one Offer per billing period the
 * plan pages offer; price = what that period costs, in BRL.
 */
export function planOffers(catalog, pageUrl, siteUrl) {
  const labels = new Map(catalog.intervals.filter((i) => i.toggle).map((i) => [i.id, i.label]));
  return {
    '@context': 'https://schema.org',
    '@graph': catalog.plans.map((plan) => ({
      '@type': 'Product',
      name: `Busqy ${plan.name}`,
      description: plan.description,
      brand: { '@id': `${siteUrl}/#organization` },
      offers: Object.values(plan.prices)
        .filter((price) => labels.has(price.interval))
        .map((price) => ({
          '@type': 'Offer',
          name: `${plan.name} — ${labels.get(price.interval)}`,
          price: reais(price.amounts.total),
          priceCurrency: catalog.currency,
          availability: 'https://schema.org/InStock',
          url: pageUrl,
        })),
    })),
  };
}
