import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ReplayEarlyInput } from '@busqy/platform-contract/remote';
import { SHELL_EARLY_INPUT } from '../../../lib/early-input';
import type { CompanyLegalData, Platform } from '../../../platform/contract';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

/** Routes that render without the shared header and footer (SPEC §2). */
const BARE_ROUTES = new Set(['/bio']);

interface LayoutProps {
  platform: Platform;
  /** Shell-wide layers above the page (toasts, checkout overlay, consent banner), composed by the app. */
  overlays?: ReactNode;
  /** The footer's 'Preferências de cookies' control, when the site asks for consent. */
  cookiePreferences?: (className: string) => ReactNode;
  /** The footer's year (the server's while a pre-rendered page hydrates); default: this year. */
  copyrightYear?: number;
  /** The footer's legal line (runtime config). */
  company?: CompanyLegalData;
}

export function Layout({ platform, overlays, cookiePreferences, copyrightYear, company }: LayoutProps) {
  const { pathname } = useLocation();
  useScrollToHash();
  const bare = BARE_ROUTES.has(pathname.replace(/\/+$/, '') || '/');

  return (
    <div className={styles.frame}>
      <a href="#conteudo" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      {bare ? null : <Header platform={platform} />}
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {bare ? null : (
        <Footer
          links={platform.links}
          company={company}
          year={copyrightYear}
          cookiePreferences={cookiePreferences}
        />
      )}
      {overlays}
      {/* The header's presses before hydration (the page's are replayed by its remote). */}
      <ReplayEarlyInput earlyInput={SHELL_EARLY_INPUT} />
    </div>
  );
}
