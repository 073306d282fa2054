import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Platform } from '../../../platform/contract';
import { useShellEarlyInputMarker } from '../../../lib/early-input';
import { ExternalLink } from './ExternalLink';
import { HomeLogoLink } from './HomeLogoLink';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

/** SPEC §2 header: logo, Soluções, Planos, Central de Ajuda, Login or Minha Conta, Acessar App. */
export function Header({ platform }: { platform: Platform }) {
  const { user, loading } = platform.auth.useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const closeMenu = () => setOpenOnKey(null);
  const earlyInput = useShellEarlyInputMarker();

  const login = () => {
    platform.storage.remove('selectedPlan');
    closeMenu();
    navigate('/login');
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <HomeLogoLink className={styles.logo} onClick={closeMenu} />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
          {...earlyInput}
        >
          <span className={styles.menuIcon} data-open={menuOpen} aria-hidden="true" />
        </button>
        <nav
          id={MENU_ID}
          aria-label="Principal"
          className={styles.menu}
          data-open={menuOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeMenu();
          }}
        >
          <ul className={styles.links}>
            <li>
              <Link to="/#solucoes" className={styles.link} onClick={closeMenu}>
                Soluções
              </Link>
            </li>
            <li>
              <Link to="/planos" className={styles.link} onClick={closeMenu}>
                Planos
              </Link>
            </li>
            <li>
              <ExternalLink href={platform.links.helpCenter} className={styles.link} onClick={closeMenu}>
                Central de Ajuda
              </ExternalLink>
            </li>
          </ul>
          <div className={styles.actions}>
            {loading ? (
              // Reserve the slot while the session is read, so neither button flashes the wrong state.
              <span className={styles.placeholder} aria-hidden="true" />
            ) : user ? (
              <Link to="/area-usuario" className={styles.secondaryButton} onClick={closeMenu}>
                Minha Conta
              </Link>
            ) : (
              <button type="button" className={styles.secondaryButton} onClick={login} {...earlyInput}>
                Login
              </button>
            )}
            <ExternalLink
              href={platform.links.webAppLogin}
              className={styles.primaryButton}
              onClick={closeMenu}
            >
              Acessar App
            </ExternalLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
