/**
 * Company facts shown in the footer. They are not part of the runtime configuration (the platform
 * contract's ExternalLinks covers only the links remotes need), so they live here, in one place.
 */
export const COMPANY = {
  name: 'Busqy',
  legalName: 'Busqy Tecnologia Ltda.',
  /** Placeholder until the registered CNPJ is supplied. */
  taxId: '00.000.000/0001-00',
  phoneLabel: 'WhatsApp de suporte',
  social: [
    { network: 'Instagram', url: 'https://www.instagram.com/busqy.app' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@busqy.app' },
    { network: 'YouTube', url: 'https://www.youtube.com/@busqy' },
    { network: 'Facebook', url: 'https://www.facebook.com/busqy.app' },
  ],
} as const;

export type SocialNetwork = (typeof COMPANY.social)[number]['network'];
