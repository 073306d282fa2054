import type { SocialNetwork, SocialProfile } from '../platform/contract';
// JSON beside the shell server's Organization JSON-LD (server/pages/structured-data.ts), which names
// the same facts, and is deployed with it.
import facts from '../../server/pages/company-facts.json';

/**
 * Company facts: the footer shows them, the platform hands the social profiles to remotes
 * (platform.social) and the shell server names them in its Organization JSON-LD, so this is their one
 * place. The legal name, CNPJ and address are run-time configuration instead (runtime config
 * `company`, from COMPANY_* on the shell server).
 */
export const COMPANY = {
  name: facts.name,
  phoneLabel: 'WhatsApp de suporte',
  social: facts.social as readonly SocialProfile[],
} as const;

export type { SocialNetwork };
