import { Link } from '@busqy/platform-contract/remote';
import { Icon } from '../../../components/icons';
import { useCopyrightYear } from '../../../lib/page-seed';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePlatform } from '../../../platform/PlatformContext';
import { bioLinks, bioSocialProfiles, withBioUtm } from '../bio-links';
import type { BioLink } from '../bio-links';
import styles from './BioPage.module.css';

/** The page's head (also the pre-renderer's, prerender/heads.ts). */
export const bioMeta = {
  title: 'Busqy | Links',
  description:
    'Links oficiais da Busqy: site, teste grátis de 7 dias, cupom de primeira assinatura, atendimento e suporte no WhatsApp e Central de Ajuda.',
};

function LinkContent({ link }: { link: BioLink }) {
  return (
    <>
      <span className={styles.linkIcon}>
        <Icon name={link.icon} size={22} />
      </span>
      <span className={styles.linkText}>
        <span className={styles.linkLabel}>{link.label}</span>
        <span className={styles.linkDescription}>{link.description}</span>
      </span>
      <Icon name="chevronRight" size={18} className={styles.linkArrow} />
    </>
  );
}

/** SPEC §2 Link-in-bio ('/bio'): the shell shows it without header and footer. */
export default function BioPage() {
  const { links, social, components } = usePlatform();
  const { Logo, SocialIcon } = components;
  const year = useCopyrightYear();
  usePageMeta(bioMeta);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <span className={styles.logo}>
          <Logo className={styles.logoMark} />
        </span>
        <h1 className={styles.title}>Busqy</h1>
        <p className={styles.description}>
          O único app que encontra e publica ofertas automaticamente no seu WhatsApp e Telegram.
        </p>

        <ul className={styles.links}>
          {bioLinks(links).map((link) => (
            <li key={link.label}>
              {link.external ? (
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${styles.link} ${link.featured ? styles.featured : ''}`}
                >
                  <LinkContent link={link} />
                </a>
              ) : (
                <Link to={link.href} className={`${styles.link} ${link.featured ? styles.featured : ''}`}>
                  <LinkContent link={link} />
                </Link>
              )}
            </li>
          ))}
        </ul>

        {social.length === 0 ? null : (
          <ul className={styles.social} aria-label="Redes sociais">
            {bioSocialProfiles(social).map((profile) => (
              <li key={profile.network}>
                <a
                  href={withBioUtm(profile.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={profile.network}
                  className={styles.socialLink}
                >
                  <SocialIcon network={profile.network} size={22} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.footer}>© {year} Busqy</p>
      </div>
    </div>
  );
}
