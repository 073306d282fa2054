import buttons from '../../../components/styles/buttons.module.css';
import { usePlatform } from '../../../platform/PlatformContext';

/** 'Acessar a plataforma': the web app's login in a new tab, as every payment result offers. */
export function AccessPlatformLink({ variant }: { variant: 'primary' | 'secondary' }) {
  const { links } = usePlatform();
  return (
    <a className={buttons[variant]} href={links.webAppLogin} target="_blank" rel="noreferrer">
      Acessar a plataforma
    </a>
  );
}
