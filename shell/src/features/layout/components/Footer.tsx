import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMPANY } from '../../../config/company';
import type { CompanyLegalData, ExternalLinks } from '../../../platform/contract';
import { ExternalLink } from './ExternalLink';
import { HomeLogoLink } from './HomeLogoLink';
import styles from './Footer.module.css';
import { SocialIcon } from '../../../components/SocialIcon';
import { AfterHydration } from '../../../components/AfterHydration';

const INTERNAL_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/solucoes', label: 'Soluções' },
  { to: '/planos', label: 'Planos' },
  { to: '/sobre', label: 'Sobre Nós' },
] as const;

const LEGAL_LINKS = [
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/politicas-de-privacidade', label: 'Políticas de Privacidade' },
] as const;

/** The site's own pages as footer list items. */
function LinkItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to} className={styles.link}>
        {label}
      </Link>
    </li>
  ));
}

/** SPEC §2 footer: site links, social links, contact, copyright with the current year, CNPJ. */
export function Footer({
  links,
  company,
  now = new Date(),
  year = now.getFullYear(),
  cookiePreferences,
}: {
  links: ExternalLinks;
  /** The legal line (name, CNPJ, address); from the runtime config. */
  company?: CompanyLegalData;
  now?: Date;
  /** Overrides `now` (a pre-rendered page hydrates with the server's year). */
  year?: number;
  /** Reopens the consent choice; given only when the site asks for consent (tags configured). */
  cookiePreferences?: (className: string) => ReactNode;
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <HomeLogoLink className={styles.logo} />
          <p className={styles.tagline}>O único app que encontra e publica ofertas automaticamente.</p>
          <ul className={styles.social} aria-label="Redes sociais">
            {COMPANY.social.map(({ network, url }) => (
              <li key={network}>
                <ExternalLink
                  href={url}
                  className={styles.socialLink}
                  aria-label={`${COMPANY.name} no ${network}`}
                >
                  <SocialIcon network={network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <nav className={styles.column} aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className={styles.heading}>
            Navegação
          </h2>
          <ul className={styles.list}>
            <LinkItems links={INTERNAL_LINKS} />
            <li>
              <ExternalLink href={links.helpCenter} className={styles.link}>
                Central de Ajuda
              </ExternalLink>
            </li>
            <LinkItems links={LEGAL_LINKS} />
            {/* After hydration: the server cannot know whether tags (and so consent) are configured. */}
            {cookiePreferences ? (
              <AfterHydration>
                <li>{cookiePreferences(styles.link ?? '')}</li>
              </AfterHydration>
            ) : null}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Contato</h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${links.contactEmail}`} className={styles.link}>
                {links.contactEmail}
              </a>
            </li>
            <li>
              <ExternalLink href={links.whatsappSupport} className={styles.link}>
                {COMPANY.phoneLabel}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.small}>
          © {year} {COMPANY.name}. Todos os direitos reservados.
        </p>
        {company ? (
          <p className={styles.small}>
            {company.legalName} · CNPJ: {company.taxId} · {company.address}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
