import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates a pre-rendered page (the server's snapshot), true
 * from the render after; true at once when the page is rendered by the browser alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
