import { Link } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import styles from './HomeLogoLink.module.css';

/** The logo as the link to the home page (header and footer; each places and colours it). */
export function HomeLogoLink({
  className,
  onClick,
}: {
  className: string | undefined;
  onClick?: () => void;
}) {
  return (
    <Link
      to="/"
      className={`${styles.link} ${className ?? ''}`}
      aria-label="Busqy — página inicial"
      onClick={onClick}
    >
      <Logo />
    </Link>
  );
}
