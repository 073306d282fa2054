/**
 * @busqy/platform-contract: the versioned contract between the shell (host) and its remotes.
 *
 * The shell owns the platform services (auth, API client, typed storage, toasts, navigation, …) and
 * hands them to every remote page as one `platform` object; a remote keeps it in its own React
 * context. Remotes import only *types* from this package (`import type`, enforced by lint), so no
 * shell code is bundled into a remote and there is exactly one auth store on the page.
 *
 * Change rules (README.md): a new member is optional with a documented fallback (minor); removing
 * or changing a member bumps the major. History: CHANGELOG.md.
 */
import type { SessionIdentity, TrackingEventName, UserView } from '@busqy/api-types';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** The contract version the shell provides (semver; `platform.version` at run time). */
export const PLATFORM_CONTRACT_VERSION = '3.6.0';

export { planEventData } from './plan-event-data';

/* ------------------------------------------------------------------ auth */

/**
 * The signed-in user as the sign-in service (Firebase) reports it: the sign-in service's part of the
 * API's User object (SPEC §3). createdAt: account creation time, ISO 8601, when it is known.
 */
export type AuthUser = Pick<
  UserView,
  'uid' | 'email' | 'displayName' | 'phoneNumber' | 'photoURL' | 'emailVerified' | 'createdAt'
>;

export interface AuthState {
  user: AuthUser | null;
  /** True until the sign-in listener has reported its first result (SPEC §4 Auth). */
  loading: boolean;
}

/** The identity the API's session cookie carries (GET /api/auth/check-cookie). */
export type { SessionIdentity };

/**
 * Errors thrown by the auth actions carry the sign-in service's code unchanged
 * (e.g. 'auth/invalid-credential', 'auth/email-already-in-use') so that screens map them to the
 * spec's messages (SPEC §8).
 */
export interface AuthActionError extends Error {
  code: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

export interface PlatformAuth {
  /** React hook over the shell's auth store (zustand); re-renders on change. */
  useAuth(): AuthState;
  /** Current value without subscribing (for event handlers). */
  getState(): AuthState;
  /**
   * Signs in with e-mail and password. Resolves once the API session cookie is set, so the next
   * API call is already authenticated. Rejects with an AuthActionError.
   */
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account, sets its displayName and the session cookie. Rejects with AuthActionError. */
  signUp(input: SignUpInput): Promise<AuthUser>;
  /**
   * SPEC §4 Logout: signs out, clears the cookie session and the locally stored name, e-mail and
   * phone. The caller shows the message and navigates.
   */
  signOut(): Promise<void>;
  /** Asks the API whether the session cookie is valid (GET /api/auth/check-cookie). */
  checkSession(): Promise<SessionIdentity | null>;
  /**
   * Since 3.6.0 (optional). Loads the sign-in service now, signing nobody in, so that a sign-in or
   * sign-up that follows does not wait for it. A page calls it when the visitor shows the intent
   * (a field of a form that signs in gets focus or input); safe to call often. A load that failed is
   * tried again by an action at once, by prepare after a pause. Fallback on an older shell (`negotiatePlatform` fills it): nothing is
   * loaded early, the service loads when the form is submitted.
   */
  prepare?(): void;
}

/* ------------------------------------------------------------------- api */

/** A non-2xx answer from the API. `body` is the parsed JSON body when there is one. */
export interface ApiErrorShape extends Error {
  status: number;
  body: unknown;
}

export interface ApiClient {
  /** Same-origin request to the API (cookies included). Rejects with ApiErrorShape on non-2xx. */
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T>;
  /** Type guard for errors thrown by this client. */
  isApiError(error: unknown): error is ApiErrorShape;
}

/* --------------------------------------------------------------- storage */

/** Selected plan as SPEC §3 stores it under `selectedPlan`. */
export interface SelectedPlan {
  name: string;
  /** Display string, e.g. 'R$ 49,90'. */
  price: string;
  period: string;
  /** Numeric string with a dot decimal, e.g. '49.90'. */
  priceRaw: string;
  /** 'month' | 'biannual' from the plan pages; upsell offers also sell 'quarter' and 'year'. */
  interval: 'month' | 'quarter' | 'biannual' | 'year';
  couponCode?: string;
  couponId?: string;
}

/** Every browser storage key of SPEC §3 with the type of its value. */
export interface StorageSchema {
  selectedPlan: SelectedPlan;
  /** Epoch milliseconds when the upsell countdown ends. */
  upsellEndTime: number;
  loginRedirectUrl: string;
  checkoutClientSecret: string;
  uid: string;
  userEmail: string;
  userName: string;
  userPhone: string;
  userWhatsapp: string;
  /** ISO 8601. */
  registrationDate: string;
  campaign_id: string;
  referral: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}

export type StorageKey = keyof StorageSchema;

export interface TypedStorage {
  /** The stored value, or null when absent or unreadable (never throws). */
  get<K extends StorageKey>(key: K): StorageSchema[K] | null;
  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void;
  remove(key: StorageKey): void;
}

/* ---------------------------------------------------------------- toasts */

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  /** Milliseconds before it hides itself; default 5000. */
  durationMs?: number;
  action?: { label: string; onClick(): void };
}

export interface Toaster {
  show(options: ToastOptions): void;
}

/* ------------------------------------------------------------ navigation */

/** Where the visitor is inside the site (the parts of the address after the origin). */
export interface SiteLocation {
  /** e.g. '/planos-promo' */
  pathname: string;
  /** The query string with its '?', or '' (e.g. '?promo=novo'). */
  search: string;
  /** The fragment with its '#', or '' (e.g. '#planos'). */
  hash: string;
}

export interface Navigation {
  /**
   * Since 3.0.0. React hook: the current address; re-renders the caller when it changes (a link, a
   * `go`, the browser's back button). Remotes read the query string here (`/remote`'s
   * `useSearchParams`), since they no longer import a router.
   */
  useLocation(): SiteLocation;
  /** Client-side navigation inside the composed site. */
  go(path: string, options?: { replace?: boolean }): void;
  /** Full-page navigation (e.g. to a Stripe url returned by the API). */
  assign(url: string): void;
  /** Opens a URL in a new tab; returns the window when the browser allows it. */
  openTab(url: string): Window | null;
  /**
   * A path safe to navigate to after login: same-origin paths only ('/x', not '//host' or
   * 'https://…'), otherwise null. Guards loginRedirectUrl against open redirects.
   */
  safeInternalPath(candidate: string | null | undefined): string | null;
  /**
   * Since 3.2.0 (optional). Goes back one entry in the visitor's history when that entry is a page of
   * this site, otherwise to `fallbackPath` (a visitor who arrived from a link elsewhere stays here).
   * Fallback on an older shell (`negotiatePlatform` in `/remote` fills it): `go(fallbackPath)`.
   */
  back?(fallbackPath: string): void;
}

/* -------------------------------------------------------------- tracking */

/**
 * SPEC §3 'Tracking events' (server events and the browser pixel's custom events): the names the API's
 * POST /meta-capi accepts (backend/src/tracking/tracking-events.ts, through @busqy/api-types).
 */
export type { TrackingEventName };

/** custom_data of SPEC §3 (currency is always BRL) plus who the event is about when the signed-in
 * user is not known yet (e.g. right after sign-up). */
export interface TrackingEventData {
  subscription_plan?: string;
  interval?: string;
  /** Value in reais, e.g. 49.9. */
  value?: number;
  coupon?: string;
  user?: { email?: string | null; name?: string | null; phone?: string | null; uid?: string | null };
}

export interface Tracking {
  /**
   * One call per business event: sends the browser pixel event (when configured and consented) and
   * POST /meta-capi with the same event_id (UUID), carrying the stored UTM values, campaign_id and
   * referral in custom_data (currency BRL). user_data (plain; the API hashes it) comes from
   * data.user, else the signed-in user, else the stored userEmail/userName/userPhone/uid. Never
   * throws, never blocks: failures are only logged (SPEC §8 'Other'). Event → pixel mapping:
   * shell/TRACKING.md.
   */
  track(event: TrackingEventName, data?: TrackingEventData): void;
}

/* -------------------------------------------------------------- checkout */

export interface CheckoutTab {
  /**
   * SPEC §4 'Plan selection on the promo page' and 'Checkout-tab watch'. The caller stores
   * `selectedPlan` (and sends checkout_iniciado) first; this opens /checkout in a new tab, shows the
   * full-screen 'Abrindo checkout...' overlay and reads the tab every 3 s:
   * - still in the checkout flow (/checkout, /checkout/…, /checkout-return, or about:blank while
   *   loading) → keep watching;
   * - closed → /payment-canceled;
   * - **boleto address: the tab's path is /payment-awaited** (the checkout remote sends the tab
   *   there when a boleto was issued) → checkout_finalizado + /payment-awaited;
   * - unreadable address (another origin, e.g. Stripe's hosted boleto page) → treated as boleto;
   * - the tab reached /payment-success → same as the success message (backs it up if a poll wins
   *   the race with the message);
   * - any other address → /payment-canceled.
   * A window 'message' whose data is 'checkout_succeeded' from this origin → checkout_finalizado +
   * /payment-success; other origins are ignored. The checkout_finalizado data (plan, interval,
   * value, coupon) comes from the stored selectedPlan. An outcome ends the watch (overlay hidden,
   * polling and listener removed). A blocked popup (no window) → this tab navigates to /checkout.
   * A second call replaces the watch in progress.
   */
  openCheckoutTab(): void;
  /**
   * Run by the checkout tab when the card payment completed: posts 'checkout_succeeded' to
   * window.opener, restricted to this origin. No opener (popup blocked, tab opened by hand): no-op.
   */
  notifyCheckoutSucceeded(): void;
}

/* --------------------------------------------------------------- billing */

export interface Billing {
  /**
   * Opens the Stripe billing portal for the signed-in user (POST /api/create-customer-portal-session
   * with {email}: the signed-in user's e-mail, else the stored userEmail) and navigates to the
   * returned url. Shows the SPEC §8 'Portal' toasts itself, both destructive: title 'Erro' /
   * description 'Email não encontrado' without a known e-mail; title 'Erro' / description 'Não foi
   * possível acessar o portal de gerenciamento de assinatura' on an error or an answer without an
   * http(s) url. Never rejects; resolves when done (navigation started or toast shown). Calls made
   * while one is pending share it.
   */
  openPortal(): Promise<void>;
}

/* ----------------------------------------------------------------- trial */

/** SPEC §4 'Trial countdown': registration date + 7 days, ticking every second. */
export interface TrialCountdownState {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** 100 at registration, 0 at expiry, linear in between (fractional; round it for display). */
  progress: number;
  expired: boolean;
  /**
   * ISO 8601 end of the trial, or null when no registration date is known (then every unit and
   * progress are 0 and expired is true: there is nothing to count down).
   */
  endsAt: string | null;
}

export interface Trial {
  /**
   * React hook: the live countdown for the current user. Registration date source: the merged user
   * record's createdAt (SPEC §3; the shell reads it), else AuthUser.createdAt while that record is
   * unknown, else the stored registrationDate. Ticks every second (one interval per mounted hook,
   * cleared on unmount); stops at expiry.
   */
  useTrialCountdown(): TrialCountdownState;
}

/* ------------------------------------------------------------------ page */

export interface PageMeta {
  /**
   * React hook: sets document.title and <meta name="description"> while the page is mounted and
   * restores the previous values on unmount.
   */
  useDocumentMeta(meta: { title: string; description: string }): void;
}

/* ----------------------------------------------------------------- links */

/** A link inside the site: an `<a href={to}>` that navigates without reloading the page. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the site, with its query and fragment if any: '/planos', '/#planos', '/x?y=1'. */
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  children?: ReactNode;
}

/** The company's social profiles (SPEC §2 footer, /bio social icons). */
export type SocialNetwork = 'Instagram' | 'TikTok' | 'YouTube' | 'Facebook';

export interface SocialProfile {
  network: SocialNetwork;
  url: string;
}

/** External addresses the whole site uses (runtime configuration). */
export interface ExternalLinks {
  helpCenter: string;
  webAppLogin: string;
  whatsappSupport: string;
  contactEmail: string;
}

/* ----------------------------------------------------------- early input */

/**
 * Since 3.1.0. A pre-rendered page paints before its scripts have run; a small script in the page
 * records presses on the controls marked with `marker` in that window, shows them as pressed
 * (aria-busy) and hands them to the page once it has hydrated, once each, in order. Fallback when
 * absent (an older shell): mark nothing and replay nothing (`/remote`'s `useEarlyInputMarker` gives
 * `{}`); such a page behaves as before 3.1.0.
 */
export interface EarlyInput {
  /**
   * Attributes to spread on a control whose effect needs the app: a button that runs code (plan
   * choice, coupon copy, carousel controls), or a `<form>` the app submits (a submit before hydration
   * is then never sent by the browser, and is submitted again, with what was typed, once hydrated).
   * Never on links, `<details>` or radio groups: the browser does their job before hydration. The
   * same object on the server and in the browser, so hydration matches.
   */
  readonly marker: Readonly<Record<`data-${string}`, string>>;
  /**
   * Replays what was pressed on the page's marked controls before hydration, once; later calls do
   * nothing. `createRemoteApp` calls it once the page has committed (with the typed values adopted).
   */
  replay(): void;
  /**
   * Since 3.4.0, optional (fallback: `() => marker`, the press waits for hydration). Attributes for a
   * control whose effect, for a visitor the browser knows to be signed out, is only to store values
   * and go to another page of the site (a plan choice: `selectedPlan`, the post-sign-up address,
   * /cadastro). The page's capture script then performs it at the press itself, before hydration,
   * exactly as `storage.set` and `navigation.go` would; while someone may be signed in (SPEC §3 `uid`
   * stored), once the visitor has changed anything on the page (the effect was rendered for the page
   * as painted), when storage is unavailable, or when the effect writes a key the shell does not let
   * its script write (today `selectedPlan` and `loginRedirectUrl`), the press is recorded and
   * replayed like `marker`'s.
   * The app's own handler does the same with `applyEarlyNavigation` (`/remote`), so both ways agree.
   * Like `marker`, the same object on the server and in the browser, so hydration matches.
   */
  navigate?(effect: EarlyNavigation): Readonly<Record<`data-${string}`, string>>;
  /**
   * Since 3.4.0, optional (fallback: `() => marker`). Attributes for a button that copies `text` and
   * says so in a success toast (the coupon's 'Copiar cupom'): the capture script copies at the press
   * itself, before hydration (the press's user activation is what the clipboard asks for), and shows
   * the toast as the shell's toaster does; further presses are ignored while that toast shows (a
   * double tap copies once). When the browser refuses the copy, the press is handed to the app like
   * `marker`'s, which tries again and says why it failed.
   */
  copy?(effect: EarlyCopy): Readonly<Record<`data-${string}`, string>>;
}

/** Since 3.4.0. A copy to the clipboard and the success toast that confirms it. */
export interface EarlyCopy {
  readonly text: string;
  readonly toast: { readonly title: string; readonly description?: string };
}

/** Since 3.4.0. What a signed-out visitor's press does, simply enough to be done before hydration. */
export interface EarlyNavigation {
  /** The page to go to: a path of this site (`safeInternalPath`), e.g. '/cadastro'. */
  readonly to: string;
  /** Browser storage written first, in order, as `storage.set` writes it. */
  readonly store?: { readonly [K in StorageKey]?: StorageSchema[K] };
  /**
   * A storage key that receives the address of the page pressed on (its path and query string, e.g.
   * '/planos-promo?promo=novo&utm_source=x'), as the visitor's browser has it.
   */
  readonly storeHere?: { [K in StorageKey]: StorageSchema[K] extends string ? K : never }[StorageKey];
}

/* ------------------------------------------------------------- platform */

export interface PlatformComponents {
  /** The shell's loading spinner. */
  Spinner: ComponentType<{ label?: string }>;
  /** The shell's 404 page ('404', 'Oops! Page not found', link home). */
  NotFound: ComponentType;
  /**
   * The trial countdown of SPEC §4 (days, hours, minutes, seconds and the progress bar from 100 to
   * 0) used by /account-confirmation and the payment result pages. `showSeconds` and
   * `showProgress` default to true (the user area shows days, hours and minutes only).
   */
  TrialCountdown: ComponentType<{ showSeconds?: boolean; showProgress?: boolean }>;
  /** The Busqy logo (mark + wordmark), as the header shows it. Since 2.1.0; required since 3.0.0. */
  Logo: ComponentType<{ className?: string }>;
  /**
   * A social network's glyph (decorative: label the link that holds it). Since 2.1.0; required since
   * 3.0.0.
   */
  SocialIcon: ComponentType<{ network: SocialNetwork; size?: number }>;
  /**
   * Since 3.0.0. The site's link (client-side navigation through the shell's router). Remotes use it
   * for every link inside the site, and never import a router of their own.
   */
  Link: ComponentType<LinkProps>;
}

export interface Platform {
  /** The contract version this shell provides, e.g. '2.1.0' (a remote's range is checked against it). */
  version: string;
  /** The company's social profiles, in display order. Since 2.1.0; required since 3.0.0. */
  social: readonly SocialProfile[];
  auth: PlatformAuth;
  api: ApiClient;
  storage: TypedStorage;
  toast: Toaster;
  navigation: Navigation;
  links: ExternalLinks;
  components: PlatformComponents;
  tracking: Tracking;
  checkout: CheckoutTab;
  billing: Billing;
  trial: Trial;
  page: PageMeta;
  /** Since 3.1.0, optional (fallback: EarlyInput's doc comment). */
  earlyInput?: EarlyInput;
}

/* ------------------------------------------------------------- page data */

/** Since 3.3.0 defined in `@busqy/platform-contract/prerender` (with the format and its one reader and writer). */
export type { PrerenderedPageData } from './prerender';

/* --------------------------------------------------------------- remotes */

/** Props the shell gives a remote's exposed `./App` for one matched route. */
export interface RemoteAppProps {
  /** The route pattern the shell matched, exactly as listed in the runtime config (e.g. '/sobre'). */
  path: string;
  platform: Platform;
}

/** The module every remote exposes as `./App`. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
  /**
   * The contract range the remote was built for (its package.json's `@busqy/platform-contract`
   * range, e.g. '^2.0.0'). The shell refuses to render a remote whose range its version does not
   * satisfy. Remotes built before 2.0.0 do not declare one; the shell loads them with a warning.
   */
  platformContract?: string;
  /**
   * Contract 3.5.0: loads the code of the page for a route pattern (as RemoteAppProps.path). The
   * shell calls it as soon as it knows the route, before rendering, so that a pre-rendered page
   * hydrates in one pass with the shell. Optional: without it the page loads on its first render.
   */
  preloadPage?: (path: string) => Promise<void>;
}

/** Children helper type for remote providers. */
export type WithChildren = { children?: ReactNode };

export { safeInternalPath } from './safe-internal-path';
export { parseVersion, satisfies } from './satisfies';
export {
  MEMBERS_ADDED_IN,
  PREVIOUS_MAJOR,
  SUPPORTED_CONTRACT_VERSIONS,
  isSupportedContractVersion,
  newer,
  platformAsVersion,
  type SupportedContractVersion,
} from './versions';
