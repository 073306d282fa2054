/**
 * An in-memory Platform for tests of remotes (and of shell pieces that only need the contract).
 *
 * It imports nothing from the shell but the contract and the pure path rule, so it stays a test
 * utility: no Firebase, no fetch, no browser storage. Every service records what it was asked to do (`requests`, `toasts`,
 * `calls`) and every method is a plain property, so a test can replace it or wrap it with
 * `jest.spyOn(platform.auth, 'signIn')`.
 */
import { useSyncExternalStore } from 'react';
import type { ComponentType, MouseEvent, ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { PLATFORM_CONTRACT_VERSION } from '../index';
import { isSupportedContractVersion, platformAsVersion, type SupportedContractVersion } from '../versions';
import { safeInternalPath } from '../safe-internal-path';

export { hydrateInTasks } from './hydrate-in-tasks';
import type {
  ApiClient,
  ApiErrorShape,
  AuthActionError,
  AuthState,
  AuthUser,
  Billing,
  CheckoutTab,
  EarlyInput,
  ExternalLinks,
  LinkProps,
  Navigation,
  PageMeta,
  SocialNetwork,
  SocialProfile,
  Platform,
  PlatformAuth,
  PlatformComponents,
  RemoteAppProps,
  SessionIdentity,
  SiteLocation,
  StorageKey,
  StorageSchema,
  ToastOptions,
  Toaster,
  Tracking,
  TrackingEventData,
  TrackingEventName,
  Trial,
  TrialCountdownState,
  TypedStorage,
} from '../index';

/** The text of the fake platform's NotFound page. */
const NOT_FOUND_TEXT = 'Oops! Page not found';

/* ------------------------------------------------------------------ errors */

/** Builds the error the real auth actions reject with (`code` as the sign-in service gives it). */
export function fakeAuthError(code: string, message = code): AuthActionError {
  return Object.assign(new Error(message), { name: 'AuthActionError', code });
}

/** A non-2xx API answer. Use it as a route's reply (or throw it from a handler) to make a call reject. */
export class FakeApiError extends Error implements ApiErrorShape {
  constructor(
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
  }
}

export function fakeApiError(status: number, body: unknown = null): FakeApiError {
  return new FakeApiError(status, body);
}

/* -------------------------------------------------------------------- auth */

export function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'user-1',
    email: 'ana@example.com',
    displayName: 'Ana Souza',
    phoneNumber: null,
    photoURL: null,
    emailVerified: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface FakeAuth extends PlatformAuth {
  /** Changes the auth state and re-renders every component using `useAuth()` (wrap in act()). */
  setState(next: Partial<AuthState>): void;
}

function createFakeAuth(initial: AuthState, overrides: Partial<PlatformAuth>): FakeAuth {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getState = () => state;
  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const auth: FakeAuth = {
    useAuth: () => useSyncExternalStore(subscribe, getState, getState),
    getState,
    setState,
    // Defaults succeed like the real service would for any credentials.
    async signIn(email) {
      const user = fakeUser({ email });
      setState({ user, loading: false });
      return user;
    },
    async signUp({ email, displayName }) {
      const user = fakeUser({ email, displayName });
      setState({ user, loading: false });
      return user;
    },
    async signOut() {
      setState({ user: null, loading: false });
    },
    async checkSession(): Promise<SessionIdentity | null> {
      const { user } = state;
      return user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null;
    },
    // Loads nothing here; a test spies on it (jest.spyOn(platform.auth, 'prepare')).
    prepare() {},
    ...overrides,
  };
  return auth;
}

/* --------------------------------------------------------------------- api */

export interface FakeApiRequest {
  method: 'GET' | 'POST';
  /** The path exactly as the caller passed it, query string included. */
  path: string;
  body?: unknown;
}

/** A canned reply: a value to resolve with, a FakeApiError to reject with, or a function of the request. */
export type FakeApiReply = unknown | ((request: FakeApiRequest) => unknown);

/**
 * Routes keyed by 'METHOD path'. The full path (with query) is tried first, then the path without
 * its query string, e.g. { 'GET /session-status': { status: 'open' } }.
 */
export type FakeApiRoutes = Record<string, FakeApiReply>;

export type FakeApiHandler = (request: FakeApiRequest) => unknown;

export interface FakeApi extends ApiClient {
  /** Every request made, in order. */
  readonly requests: FakeApiRequest[];
}

function isApiErrorShape(error: unknown): error is ApiErrorShape {
  return error instanceof Error && typeof (error as Partial<ApiErrorShape>).status === 'number';
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function routeHandler(routes: FakeApiRoutes): FakeApiHandler {
  return (request) => {
    const withoutQuery = request.path.split('?')[0] ?? request.path;
    const keys = [`${request.method} ${request.path}`, `${request.method} ${withoutQuery}`];
    const key = keys.find((candidate) => Object.hasOwn(routes, candidate));
    if (key === undefined) throw fakeApiError(404, { error: `No fake route for ${keys[0]}` });
    const reply = routes[key];
    return typeof reply === 'function' ? (reply as (r: FakeApiRequest) => unknown)(request) : reply;
  };
}

function createFakeApi(source: FakeApiRoutes | FakeApiHandler = {}): FakeApi {
  const handler = typeof source === 'function' ? source : routeHandler(source);
  const requests: FakeApiRequest[] = [];

  async function send<T>(request: FakeApiRequest, signal?: AbortSignal): Promise<T> {
    requests.push(request);
    if (signal?.aborted) throw abortError();
    const pending = Promise.resolve().then(() => handler(request));
    // Like fetch, an abort rejects the call even when the reply is still pending.
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(abortError()), { once: true }),
    );
    const reply = await Promise.race([pending, aborted]);
    if (reply instanceof FakeApiError) throw reply;
    // A JSON round trip, as over the network: callers cannot share objects with the test.
    return (reply === undefined ? undefined : JSON.parse(JSON.stringify(reply))) as T;
  }

  return {
    requests,
    get: (path, init) => send({ method: 'GET', path }, init?.signal),
    post: (path, body, init) => send({ method: 'POST', path, body }, init?.signal),
    isApiError: isApiErrorShape,
  };
}

/* ----------------------------------------------------------------- storage */

export interface FakeStorage extends TypedStorage {
  /** The stored values (JSON strings, as in localStorage). */
  readonly data: Map<StorageKey, string>;
}

function createFakeStorage(initial: Partial<StorageSchema>): FakeStorage {
  const data = new Map<StorageKey, string>();
  const storage: FakeStorage = {
    data,
    get(key) {
      const raw = data.get(key);
      return raw === undefined ? null : JSON.parse(raw);
    },
    set(key, value) {
      data.set(key, JSON.stringify(value));
    },
    remove(key) {
      data.delete(key);
    },
  };
  for (const key of Object.keys(initial) as StorageKey[]) {
    const value = initial[key];
    if (value !== undefined) data.set(key, JSON.stringify(value));
  }
  return storage;
}

/* ------------------------------------------------------------------ toasts */

export interface FakeToaster extends Toaster {
  /** Every toast shown, in order. */
  readonly toasts: ToastOptions[];
}

function createFakeToaster(): FakeToaster {
  const toasts: ToastOptions[] = [];
  return { toasts, show: (options) => void toasts.push(options) };
}

/* -------------------------------------------------------------- navigation */

export type NavigationCall =
  | { type: 'go'; path: string; replace: boolean }
  | { type: 'assign'; url: string }
  | { type: 'openTab'; url: string }
  | { type: 'back'; fallbackPath: string };

export interface FakeNavigation extends Navigation {
  /** Every navigation requested through `go`, `assign`, `openTab` and `back`, in order. */
  readonly calls: NavigationCall[];
  /** The address `useLocation()` reports: the rendered entry, then each link clicked. */
  readonly location: SiteLocation;
  /** Moves the address (as a link click does) and re-renders every `useLocation()` caller. */
  visit(path: string): void;
}

/** '/x?y=1#z' → { pathname: '/x', search: '?y=1', hash: '#z' }, as a router reports it. */
function parseLocation(path: string): SiteLocation {
  const { pathname, search, hash } = new URL(path, 'http://fake.invalid');
  return { pathname, search, hash };
}

function createFakeNavigation(overrides: Partial<Navigation>): FakeNavigation {
  const calls: NavigationCall[] = [];
  let location = parseLocation('/');
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getLocation = () => location;
  return {
    calls,
    get location() {
      return location;
    },
    visit(path) {
      location = parseLocation(path);
      listeners.forEach((listener) => listener());
    },
    // `go` only records: the fake renders one page, it does not switch routes.
    go: (path, options) => void calls.push({ type: 'go', path, replace: options?.replace ?? false }),
    assign: (url) => void calls.push({ type: 'assign', url }),
    openTab: (url) => {
      calls.push({ type: 'openTab', url });
      return null;
    },
    useLocation: () => useSyncExternalStore(subscribe, getLocation, getLocation),
    safeInternalPath,
    back: (fallbackPath) => void calls.push({ type: 'back', fallbackPath }),
    ...overrides,
  };
}

/** The site's link as the shell renders it: an <a href> whose plain click moves the fake's address. */
function createFakeLink(navigation: FakeNavigation): ComponentType<LinkProps> {
  return function FakeLink({ to, replace: _replace, onClick, children, ...rest }: LinkProps) {
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      navigation.visit(to);
    };
    return (
      <a href={to} onClick={click} {...rest}>
        {children}
      </a>
    );
  };
}

/* -------------------------------------------------------------- components */

function FakeSpinner({ label = 'Carregando...' }: { label?: string }) {
  return <div role="status">{label}</div>;
}

function FakeNotFound() {
  return (
    <div>
      <h1>404</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <a href="/">Voltar para o início</a>
    </div>
  );
}

function FakeLogo({ className }: { className?: string }) {
  return (
    <span className={className} role="img" aria-label="Busqy">
      Busqy
    </span>
  );
}

function FakeSocialIcon({ network }: { network: SocialNetwork }) {
  return <span data-testid={`social-icon-${network}`} aria-hidden="true" />;
}

export const fakeSocial: readonly SocialProfile[] = [
  { network: 'Instagram', url: 'https://instagram.example.com/busqy' },
  { network: 'TikTok', url: 'https://tiktok.example.com/@busqy' },
  { network: 'YouTube', url: 'https://youtube.example.com/@busqy' },
  { network: 'Facebook', url: 'https://facebook.example.com/busqy' },
];

function FakeTrialCountdown() {
  return <div data-testid="trial-countdown">Contagem do período de teste</div>;
}

export const fakeLinks: ExternalLinks = {
  helpCenter: 'https://ajuda.example.com',
  webAppLogin: 'https://app.example.com/login',
  whatsappSupport: 'https://wa.me/5511999999999',
  contactEmail: 'contato@example.com',
};

/* ------------------------------------------- tracking, checkout, billing */

export interface FakeTracking extends Tracking {
  /** Every event tracked, in order. */
  readonly events: { event: TrackingEventName; data?: TrackingEventData }[];
}

function createFakeTracking(): FakeTracking {
  const events: FakeTracking['events'] = [];
  return {
    events,
    track: (event, data) => void events.push(data === undefined ? { event } : { event, data }),
  };
}

export interface FakeCheckoutTab extends CheckoutTab {
  /** 'open' per openCheckoutTab(), 'succeeded' per notifyCheckoutSucceeded(), in order. */
  readonly calls: ('open' | 'succeeded')[];
}

function createFakeCheckoutTab(overrides: Partial<CheckoutTab>): FakeCheckoutTab {
  const calls: FakeCheckoutTab['calls'] = [];
  return {
    calls,
    openCheckoutTab: () => void calls.push('open'),
    notifyCheckoutSucceeded: () => void calls.push('succeeded'),
    ...overrides,
  };
}

export interface FakeBilling extends Billing {
  /** How many times openPortal() was called. */
  readonly portalOpens: number;
}

function createFakeBilling(overrides: Partial<Billing>): FakeBilling {
  let opens = 0;
  return {
    get portalOpens() {
      return opens;
    },
    openPortal: async () => {
      opens += 1;
    },
    ...overrides,
  };
}

/* ------------------------------------------------------------ trial, page */

/** A countdown frozen at a given state (default: 7 days left, bar at 100). */
export function fakeTrialCountdown(overrides: Partial<TrialCountdownState> = {}): TrialCountdownState {
  return {
    days: 7,
    hours: 0,
    minutes: 0,
    seconds: 0,
    progress: 100,
    expired: false,
    endsAt: '2025-01-08T00:00:00.000Z',
    ...overrides,
  };
}

function createFakeTrial(state: TrialCountdownState): Trial {
  return { useTrialCountdown: () => state };
}

function createFakePage(): PageMeta {
  return {
    useDocumentMeta({ title }) {
      // Synchronous on purpose: tests read document.title right after render.
      document.title = title;
    },
  };
}

export interface FakeEarlyInput extends EarlyInput {
  /** How many times the page asked for the presses recorded before hydration. */
  readonly replays: number;
}

/** The marker the fake gives (the shell's own attribute name is its business, not the remote's). */
export const FAKE_EARLY_INPUT_MARKER = Object.freeze({ 'data-early-input': 'page' });

/** The attribute the fake's `navigate` adds to the marker: the effect, as JSON (tests read it). */
export const FAKE_EARLY_NAVIGATION_ATTRIBUTE = 'data-early-navigate';
/** The attribute the fake's `copy` adds to the marker: the effect, as JSON. */
export const FAKE_EARLY_COPY_ATTRIBUTE = 'data-early-copy';

function createFakeEarlyInput(): FakeEarlyInput {
  let replays = 0;
  return {
    marker: FAKE_EARLY_INPUT_MARKER,
    navigate: (effect) => ({
      ...FAKE_EARLY_INPUT_MARKER,
      [FAKE_EARLY_NAVIGATION_ATTRIBUTE]: JSON.stringify(effect),
    }),
    copy: (effect) => ({ ...FAKE_EARLY_INPUT_MARKER, [FAKE_EARLY_COPY_ATTRIBUTE]: JSON.stringify(effect) }),
    replay: () => void (replays += 1),
    get replays() {
      return replays;
    },
  };
}

/* ---------------------------------------------------------------- platform */

export interface FakePlatform extends Platform {
  /** Absent when the fake provides a version before 3.1.0. */
  earlyInput?: FakeEarlyInput;
  auth: FakeAuth;
  api: FakeApi;
  storage: FakeStorage;
  toast: FakeToaster;
  navigation: FakeNavigation;
  tracking: FakeTracking;
  checkout: FakeCheckoutTab;
  billing: FakeBilling;
}

export interface FakePlatformOptions {
  /** Signed-in user; default none. */
  user?: AuthUser | null;
  /** Whether the first auth result is still pending; default false. */
  authLoading?: boolean;
  /** Replaces auth actions (signIn, signUp, signOut, checkSession, prepare). */
  auth?: Partial<PlatformAuth>;
  /** Canned API replies, or one handler for every request. */
  api?: FakeApiRoutes | FakeApiHandler;
  /** Initial browser storage. */
  storage?: Partial<StorageSchema>;
  navigation?: Partial<Navigation>;
  links?: Partial<ExternalLinks>;
  components?: Partial<PlatformComponents>;
  checkout?: Partial<CheckoutTab>;
  billing?: Partial<Billing>;
  /** The state useTrialCountdown() returns; default fakeTrialCountdown(). */
  trial?: TrialCountdownState;
  /**
   * The contract version the fake provides (members added later are absent). Default: the version
   * the test run is for (fakeContractVersion()), so every remote suite runs once per supported version.
   */
  contractVersion?: SupportedContractVersion;
}

/**
 * The contract version fakes provide by default: each remote's jest config runs its suites once per
 * supported version (SUPPORTED_CONTRACT_VERSIONS) and sets it as the global __PLATFORM_CONTRACT_FAKE__;
 * without it, today's version.
 */
export function fakeContractVersion(): SupportedContractVersion {
  const requested = (globalThis as { __PLATFORM_CONTRACT_FAKE__?: unknown }).__PLATFORM_CONTRACT_FAKE__;
  if (requested === undefined) return PLATFORM_CONTRACT_VERSION as SupportedContractVersion;
  if (typeof requested !== 'string' || !isSupportedContractVersion(requested)) {
    throw new Error(`__PLATFORM_CONTRACT_FAKE__ is not a supported contract version: ${String(requested)}`);
  }
  return requested;
}

export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const navigation = createFakeNavigation(options.navigation ?? {});
  const today: FakePlatform = {
    version: PLATFORM_CONTRACT_VERSION,
    social: fakeSocial,
    auth: createFakeAuth(
      { user: options.user ?? null, loading: options.authLoading ?? false },
      options.auth ?? {},
    ),
    api: createFakeApi(options.api),
    storage: createFakeStorage(options.storage ?? {}),
    toast: createFakeToaster(),
    navigation,
    links: { ...fakeLinks, ...options.links },
    components: {
      Spinner: FakeSpinner,
      NotFound: FakeNotFound,
      TrialCountdown: FakeTrialCountdown,
      Logo: FakeLogo,
      SocialIcon: FakeSocialIcon,
      Link: createFakeLink(navigation),
      ...options.components,
    },
    tracking: createFakeTracking(),
    checkout: createFakeCheckoutTab(options.checkout ?? {}),
    billing: createFakeBilling(options.billing ?? {}),
    trial: createFakeTrial(options.trial ?? fakeTrialCountdown()),
    page: createFakePage(),
    earlyInput: createFakeEarlyInput(),
  };
  return platformAsVersion(today, options.contractVersion ?? fakeContractVersion());
}

/* --------------------------------------------------------------- rendering */

export interface RenderRemoteOptions {
  /** The route pattern the shell matched (RemoteAppProps.path). */
  path: string;
  platform?: FakePlatform;
  /**
   * The address the page is rendered at (its last entry); default [path]. Put query strings here,
   * e.g. ['/checkout-return?session_id=x'].
   */
  initialEntries?: string[];
}

export type RenderRemoteResult = RenderResult & { platform: FakePlatform };

/** Renders a remote's exposed App as the shell would mount it, at the address of `initialEntries`. */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  { path, platform = createFakePlatform(), initialEntries = [path] }: RenderRemoteOptions,
): RenderRemoteResult {
  platform.navigation.visit(initialEntries.at(-1) ?? path);
  const ui: ReactElement = <App path={path} platform={platform} />;
  return { ...render(ui), platform };
}

/** A remote's App serves `path`: its page's level-1 heading shows, and not the platform's 404. */
export async function expectRemoteServes(
  App: ComponentType<RemoteAppProps>,
  path: string,
  heading: string,
  options: Omit<RenderRemoteOptions, 'path'> = {},
): Promise<RenderRemoteResult> {
  const result = renderRemote(App, { ...options, path });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
  return result;
}

/** A remote's App answers a route it does not serve with the platform's 404 (and no API call). */
export function expectRemoteNotFound(App: ComponentType<RemoteAppProps>): void {
  const { platform } = renderRemote(App, { path: '/nao-existe' });
  expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  expect(platform.api.requests).toEqual([]);
}
