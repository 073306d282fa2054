/** What the opener can see of the checkout tab (a real Window fits). */
export interface WatchedTab {
  readonly closed: boolean;
  /** Reading `href` throws (or is empty) while the tab shows another origin, e.g. Stripe's boleto page. */
  readonly location: { readonly href: string };
}

/**
 * Where the checkout tab is:
 * - 'checkout': still in the checkout flow (/checkout, /checkout/…, /checkout-return, or about:blank
 *   while the page is still loading), keep watching;
 * - 'boleto': the checkout remote sent the tab to /payment-awaited (a boleto was issued);
 * - 'success': the tab reached /payment-success (backs up the 'checkout_succeeded' message);
 * - 'other': any other address of ours;
 * - 'unreadable': another origin (the browser hides the address);
 * - 'closed'.
 */
export type TabPlace = 'checkout' | 'boleto' | 'success' | 'other' | 'unreadable' | 'closed';

export const CHECKOUT_PATH = '/checkout';
/** The address that means "a boleto was issued" (the checkout remote navigates the tab there). */
export const BOLETO_PATH = '/payment-awaited';
export const SUCCESS_PATH = '/payment-success';

const CHECKOUT_FLOW_PATHS = new Set([CHECKOUT_PATH, '/checkout-return']);

function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function readTab(tab: WatchedTab, ownOrigin: string): TabPlace {
  if (tab.closed) return 'closed';
  let href: string;
  try {
    href = tab.location.href;
  } catch {
    return 'unreadable';
  }
  if (typeof href !== 'string' || href === '') return 'unreadable';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'unreadable';
  }
  if (url.protocol === 'about:') return 'checkout';
  if (url.origin !== ownOrigin) return 'unreadable';
  const path = normalisePath(url.pathname);
  if (CHECKOUT_FLOW_PATHS.has(path) || path.startsWith(`${CHECKOUT_PATH}/`)) return 'checkout';
  if (path === BOLETO_PATH) return 'boleto';
  if (path === SUCCESS_PATH) return 'success';
  return 'other';
}
