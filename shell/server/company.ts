// The company's legal data, from run-time configuration: a change needs no shell release.

/** What the footer shows (the browser's CompanyLegalData, shell/src/platform/contract.ts). */
export interface CompanyLegalData {
  legalName: string;
  /** CNPJ, formatted 00.000.000/0000-00. */
  taxId: string;
  address: string;
}

/**
 * The company's legal data in the footer (decree 7.962/2013: name, CNPJ, address). Local defaults are
 * placeholders, which the production guard refuses.
 */
export const PLACEHOLDER_COMPANY: Readonly<CompanyLegalData> = Object.freeze({
  legalName: 'Busqy Tecnologia Ltda.',
  taxId: '00.000.000/0001-00',
  address: 'Endereço a definir',
});
const CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/** COMPANY_LEGAL_NAME, COMPANY_CNPJ (00.000.000/0000-00), COMPANY_ADDRESS. Throws on a malformed CNPJ. */
export function companyFromEnv(env: NodeJS.ProcessEnv = process.env): CompanyLegalData {
  const taxId = env.COMPANY_CNPJ?.trim() || PLACEHOLDER_COMPANY.taxId;
  if (!CNPJ.test(taxId)) throw new Error(`COMPANY_CNPJ must look like 12.345.678/0001-90, got "${taxId}"`);
  return {
    legalName: env.COMPANY_LEGAL_NAME?.trim() || PLACEHOLDER_COMPANY.legalName,
    taxId,
    address: env.COMPANY_ADDRESS?.trim() || PLACEHOLDER_COMPANY.address,
  };
}
