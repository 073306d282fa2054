import type { CheckoutHost } from '../api/checkout-tab';
import type { WatchedTab } from '../utils/read-tab';

export const ORIGIN = 'https://busqy.test';

/**
 * A checkout tab whose state the test changes. With `crossOrigin` set, reading the address throws a
 * SecurityError like a browser does for a tab on another origin.
 */
export function createFakeTab() {
  const state = { closed: false, href: `${ORIGIN}/checkout`, crossOrigin: false };
  const tab: WatchedTab = {
    get closed() {
      return state.closed;
    },
    location: {
      get href() {
        if (state.crossOrigin) throw new DOMException('Blocked a frame with origin', 'SecurityError');
        return state.href;
      },
    },
  };
  return { tab, state };
}

/** The opener window: Jest's fake timers drive setInterval; `post` delivers a 'message' event. */
export function createFakeHost(opener: CheckoutHost['opener'] = null) {
  const target = new EventTarget();
  const listeners = new Set<(event: MessageEvent) => void>();
  const host: CheckoutHost = {
    location: { origin: ORIGIN },
    opener,
    setInterval: (handler, timeout) => setInterval(handler, timeout) as unknown as number,
    clearInterval: (id) => clearInterval(id as unknown as ReturnType<typeof setInterval>),
    addEventListener: (type, listener) => {
      listeners.add(listener);
      target.addEventListener(type, listener as EventListener);
    },
    removeEventListener: (type, listener) => {
      listeners.delete(listener);
      target.removeEventListener(type, listener as EventListener);
    },
  };
  return {
    host,
    /** Listeners currently registered (must be empty once the watch has ended). */
    listeners,
    post(data: unknown, origin = ORIGIN) {
      target.dispatchEvent(new MessageEvent('message', { data, origin }));
    },
  };
}
