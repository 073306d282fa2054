// JSON-LD for search engines: the Organization on every page (the site-wide head). The pages' own
// JSON-LD (the landing FAQ, the plans' Offers) is their remote's: its renderer's head().
import { readFileSync } from 'node:fs';
import type { CompanyLegalData } from '../company.js';

/** The company's name and social profiles, the footer's too (shell/src/config/company.ts). */
const COMPANY = JSON.parse(readFileSync(new URL('./company-facts.json', import.meta.url), 'utf8')) as {
  name: string;
  social: readonly { url: string }[];
};

/** The legal name, CNPJ and address are run-time configuration (COMPANY_*, runtime config `company`). */
export const ORGANIZATION = Object.freeze({
  name: COMPANY.name,
  foundingDate: '2024',
  sameAs: COMPANY.social.map((profile) => profile.url),
});

export function organization(siteUrl: string, company?: CompanyLegalData): Record<string, unknown> {
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
