import { createContext, useContext } from 'react';
import { PAGE_DATA_ID, readPageData, type PrerenderedPageData } from '@busqy/platform-contract/prerender';
import { useHydrated } from '@busqy/platform-contract/remote';

/**
 * What the shell server rendered this page with (published by ../prerender/renderer.tsx): the API
 * answers by path, the year of the request and, on pages that show the time, the render time. The
 * server hands it to the render through PageSeedProvider; in the browser it is read once from
 * <script id="page-data"> (the contract's one reader), so the first client render uses exactly the
 * data the server HTML was made of (no hydration mismatch, no second fetch). Empty in a page the
 * browser renders alone.
 */
export type PageSeed = Pick<PrerenderedPageData, 'api' | 'renderedAt'> & { year?: number };

const EMPTY: PageSeed = { api: {} };
const PageSeedContext = createContext<PageSeed | null>(null);
export const PageSeedProvider = PageSeedContext.Provider;

/** Parsed once per page-data text (a new document, e.g. in tests, is read again). */
let browserSeed: { text: string; seed: PageSeed } | null = null;

/** The page data the shell server embedded, or an empty seed (client-rendered page, tests). */
function readBrowserSeed(): PageSeed {
  const text =
    typeof document === 'undefined' ? '' : (document.getElementById(PAGE_DATA_ID)?.textContent ?? '');
  if (!text) return EMPTY;
  if (browserSeed?.text !== text) browserSeed = { text, seed: readPageData(text) ?? EMPTY };
  return browserSeed.seed;
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

/**
 * The time a countdown starts from: the page's render time while a pre-rendered page hydrates (and
 * on the server), so both render the same digits; undefined once hydrated or when the server sent
 * none (then the clock; a countdown without a known time shows no digits until hydrated).
 */
export function useRenderedAt(): number | undefined {
  const { renderedAt } = usePageSeed();
  return useHydrated() ? undefined : renderedAt;
}
