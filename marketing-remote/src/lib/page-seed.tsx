import { createContext, useContext } from 'react';
import { useHydrated } from '@busqy/platform-contract/remote';

/**
 * What the shell server rendered this page with (published by ../prerender/renderer.tsx): the API
 * answers by path and the year of the request. The server hands it to the render through
 * PageSeedProvider; in the browser it is read once from <script id="page-data">, so the first client
 * render uses exactly the data the server HTML was made of (no hydration mismatch, no second fetch).
 */
export interface PageSeed {
  api: Readonly<Record<string, unknown>>;
  year?: number;
}

const EMPTY: PageSeed = { api: {} };
const PageSeedContext = createContext<PageSeed | null>(null);
export const PageSeedProvider = PageSeedContext.Provider;

/** Parsed once per page-data text (a new document, e.g. in tests, is read again). */
let browserSeed: { text: string; seed: PageSeed } | null = null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page data the shell server embedded, or an empty seed (client-rendered page, tests). */
function readBrowserSeed(): PageSeed {
  const text =
    typeof document === 'undefined' ? '' : (document.getElementById('page-data')?.textContent ?? '');
  if (!text) return EMPTY;
  if (browserSeed?.text === text) return browserSeed.seed;
  let seed = EMPTY;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && isRecord(parsed.api)) {
      seed = { api: parsed.api, year: typeof parsed.year === 'number' ? parsed.year : undefined };
    }
  } catch {
    // A malformed seed only costs the fetch the page would have made anyway.
  }
  browserSeed = { text, seed };
  return seed;
}

export function usePageSeed(): PageSeed {
  return useContext(PageSeedContext) ?? readBrowserSeed();
}

/** The year for a copyright line: the server's during hydration, the browser's afterwards. */
export function useCopyrightYear(): number {
  const { year } = usePageSeed();
  const hydrated = useHydrated();
  return !hydrated && year !== undefined ? year : new Date().getFullYear();
}
