import { Link } from 'react-router-dom';
import type { LinkProps } from '../platform/contract';

/** `platform.components.Link`: the shell router's link, behind the contract's props. */
export function SiteLink({ to, replace, children, ...anchor }: LinkProps) {
  return (
    <Link to={to} replace={replace} {...anchor}>
      {children}
    </Link>
  );
}
