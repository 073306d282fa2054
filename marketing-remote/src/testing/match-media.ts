/** A controllable window.matchMedia for prefers-reduced-motion (jsdom has none). */
export function mockReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion') ? matches : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/**
 * Arrange step every rotating-carousel suite shares: fake timers and motion allowed before each
 * test, both undone after it. Returns the motion control of the running test.
 */
export function setUpCarouselClock(): { readonly motion: ReturnType<typeof mockReducedMotion> } {
  let current: ReturnType<typeof mockReducedMotion> | null = null;
  beforeEach(() => {
    jest.useFakeTimers();
    current = mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    current?.restore();
    current = null;
  });
  return {
    get motion() {
      if (!current) throw new Error('setUpCarouselClock: motion is only available inside a test');
      return current;
    },
  };
}
