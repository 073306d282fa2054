// JSON-LD for search engines: the Organization on every page (the site-wide head). The pages' own
// JSON-LD (the landing FAQ, the plans' Offers) is their remote's: its renderer's head().

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
