import type { ExternalLinks, SocialNetwork, SocialProfile } from '@busqy/platform-contract';
import type { IconName } from '../../components/icons';

/** SPEC §2 Link-in-bio: every link carries source instagram, medium bio, campaign perfil. */
export const BIO_UTM = { utm_source: 'instagram', utm_medium: 'bio', utm_campaign: 'perfil' } as const;

/** Adds the bio UTM parameters to a site path ('/planos-promo?promo=novo') or an absolute URL. */
export function withBioUtm(target: string, extra: Record<string, string> = {}): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(target);
  const url = new URL(target, 'https://site.invalid');
  for (const [key, value] of Object.entries({ ...extra, ...BIO_UTM })) url.searchParams.set(key, value);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

export interface BioLink {
  label: string;
  description: string;
  icon: IconName;
  href: string;
  /** Leaves the site (new tab). */
  external: boolean;
  featured?: boolean;
}

/** The six links of SPEC §2, in its order. */
export function bioLinks(links: ExternalLinks): BioLink[] {
  return [
    {
      label: 'Site oficial',
      description: 'Conheça a Busqy e todas as soluções',
      icon: 'globe',
      href: withBioUtm('/'),
      external: false,
    },
    {
      label: 'Teste grátis por 7 dias',
      description: 'Plano Profissional, sem cartão de crédito',
      icon: 'sparkles',
      href: withBioUtm('/cadastro'),
      external: false,
      featured: true,
    },
    {
      label: 'Cupom de primeira assinatura',
      description: '10% de desconto com o cupom BUSQYNOVO10',
      icon: 'gift',
      href: withBioUtm('/planos-promo?promo=novo'),
      external: false,
    },
    {
      label: 'Fale com um atendente',
      description: 'Tire suas dúvidas sobre os planos no WhatsApp',
      icon: 'whatsapp',
      href: withBioUtm(links.whatsappSupport, {
        text: 'Olá! Vim pelo Instagram e quero falar com um atendente sobre a Busqy.',
      }),
      external: true,
    },
    {
      label: 'Suporte no WhatsApp',
      description: 'Já é cliente? Fale com o suporte',
      icon: 'chat',
      href: withBioUtm(links.whatsappSupport, { text: 'Olá! Sou cliente Busqy e preciso de suporte.' }),
      external: true,
    },
    {
      label: 'Central de Ajuda',
      description: 'Tutoriais e respostas rápidas',
      icon: 'help',
      href: withBioUtm(links.helpCenter),
      external: true,
    },
  ];
}

/** SPEC §2 Link-in-bio: the social icons in its order (tiktok, youtube, instagram, facebook). */
export const BIO_SOCIAL_ORDER: readonly SocialNetwork[] = ['TikTok', 'YouTube', 'Instagram', 'Facebook'];

/** The platform's profiles in the bio's order; a network the order does not name goes last. */
export function bioSocialProfiles(profiles: readonly SocialProfile[]): SocialProfile[] {
  const rank = (profile: SocialProfile) => {
    const index = BIO_SOCIAL_ORDER.indexOf(profile.network);
    return index === -1 ? BIO_SOCIAL_ORDER.length : index;
  };
  return [...profiles].sort((a, b) => rank(a) - rank(b));
}
