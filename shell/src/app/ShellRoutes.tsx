import { useEffect } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { NavigateFn } from '../lib/navigation';

/** Hands the platform's navigation the router's navigate function once the router exists. */
function NavigateBridge({ attach }: { attach(navigate: NavigateFn): void }) {
  const navigate = useNavigate();
  useEffect(
    () => attach((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options))),
    [attach, navigate],
  );
  return null;
}

/**
 * The shell's route tree under whichever router the caller provides: BrowserRouter in the browser,
 * StaticRouter on the server (pre-render), MemoryRouter in tests. A component router rather than a
 * data router: the shell loads no route data, and this keeps the router's bundle small.
 */
export function ShellRoutes({
  routes,
  attachNavigate,
}: {
  routes: RouteObject[];
  attachNavigate?: (navigate: NavigateFn) => void;
}) {
  const element = useRoutes(routes);
  return (
    <>
      {attachNavigate ? <NavigateBridge attach={attachNavigate} /> : null}
      {element}
    </>
  );
}
