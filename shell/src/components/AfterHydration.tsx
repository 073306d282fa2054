import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * Renders its children only on the client and, when the page was pre-rendered, only once hydration
 * is over: for parts whose first render depends on browser storage (consent banner, checkout
 * overlay), which the server cannot know. On a page rendered by the client alone they show at once.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return client ? children : null;
}
