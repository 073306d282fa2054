import { createStore, type StoreApi } from 'zustand/vanilla';

/** Shell-private key (not a SPEC §3 key): the visitor's answer to the consent banner. */
export const CONSENT_STORAGE_KEY = 'busqy.trackingConsent';

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** null until the visitor answers. */
  choice: ConsentChoice | null;
}

export interface ConsentStore {
  store: StoreApi<ConsentState>;
  grant(): void;
  deny(): void;
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
  const store = createStore<ConsentState>(() => ({ choice: readChoice(backend) }));
  function choose(choice: ConsentChoice) {
    try {
      backend().setItem(CONSENT_STORAGE_KEY, choice);
    } catch (error) {
      // Storage blocked: the choice holds for this visit only.
      console.warn('[tracking] could not remember the consent choice', error);
    }
    store.setState({ choice });
  }
  return { store, grant: () => choose('granted'), deny: () => choose('denied') };
}
