/**
 * Links and the address for remote pages, from the platform (contract 3.0.0): remotes import no
 * router, so the shell's router is the only one on the page and tree-shaken into the shell.
 */
import { useMemo } from 'react';
import type { LinkProps, SiteLocation } from '../index';
import { usePlatform } from './remote-app';

/** The site's link: `<Link to="/planos">`, rendered by the shell's router. */
export function Link(props: LinkProps) {
  const { Link: ShellLink } = usePlatform().components;
  return <ShellLink {...props} />;
}

/** The current address; the page re-renders when it changes. */
export function useLocation(): SiteLocation {
  return usePlatform().navigation.useLocation();
}

/** The query string of the current address, parsed (read-only: navigate to change it). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
