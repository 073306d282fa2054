import { createStore, type StoreApi } from 'zustand/vanilla';

/** Shell-private key (not a SPEC §3 key): the visitor's answer to the consent banner. */
export const CONSENT_STORAGE_KEY = 'busqy.trackingConsent';

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** null until the visitor answers (and again while they reconsider, see reopen). */
  choice: ConsentChoice | null;
  /** True when the visitor asked to see the choice again (the footer's 'Preferências de cookies'). */
  reopened: boolean;
}

export interface ConsentStore {
  store: StoreApi<ConsentState>;
  grant(): void;
  deny(): void;
  /**
   * LGPD lets a visitor change their mind: asks again. Until they answer, no tag sends anything;
   * the stored answer stays for the next visit if they leave without choosing.
   */
  reopen(): void;
}

function readChoice(backend: () => Storage): ConsentChoice | null {
  try {
    const value = backend().getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** LGPD consent for the browser tags, remembered in localStorage. */
export function createConsentStore(backend: () => Storage = () => window.localStorage): ConsentStore {
  const store = createStore<ConsentState>(() => ({ choice: readChoice(backend), reopened: false }));
  function choose(choice: ConsentChoice) {
    try {
      backend().setItem(CONSENT_STORAGE_KEY, choice);
    } catch (error) {
      // Storage blocked: the choice holds for this visit only.
      console.warn('[tracking] could not remember the consent choice', error);
    }
    store.setState({ choice, reopened: false });
  }
  return {
    store,
    grant: () => choose('granted'),
    deny: () => choose('denied'),
    reopen: () => store.setState({ choice: null, reopened: true }),
  };
}
