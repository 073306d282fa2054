import type { SocialNetwork, SocialProfile } from '../platform/contract';

/**
 * Company facts: the footer shows them and the platform hands the social profiles to remotes
 * (platform.social), so this is their one place. The legal name, CNPJ and address are run-time
 * configuration instead (runtime config `company`, from COMPANY_* on the shell server).
 */
export const COMPANY = {
  name: 'Busqy',
  phoneLabel: 'WhatsApp de suporte',
  social: [
    { network: 'Instagram', url: 'https://www.instagram.com/busqy.app' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@busqy.app' },
    { network: 'YouTube', url: 'https://www.youtube.com/@busqy' },
    { network: 'Facebook', url: 'https://www.facebook.com/busqy.app' },
  ] satisfies readonly SocialProfile[],
} as const;

export type { SocialNetwork };
