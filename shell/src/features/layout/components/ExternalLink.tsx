import type { AnchorHTMLAttributes } from 'react';

/** A link to another site: always a new tab, without handing it our window or our address. */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
