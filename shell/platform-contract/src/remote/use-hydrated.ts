import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server renders and while the browser hydrates a pre-rendered page (the server's
 * snapshot), true from the render after; true at once when the page is rendered by the browser
 * alone. Anything that depends on the clock, the time zone or browser storage, or that must not act
 * before React does (a form's submit), waits for it, so server and client agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
