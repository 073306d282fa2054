/**
 * The remote's side of the version handshake (README "Versions a shell and a remote agree on"): the
 * shell checks the remote's range, and the remote checks the version the platform reports. A shell of
 * an older minor lacks the optional members added since; instead of throwing where it calls one, the
 * remote gets each one's documented fallback. Bundled into each remote with `createRemoteApp`.
 */
import type { Navigation, Platform, PlatformAuth } from '../index';
import { parseVersion } from '../satisfies';
import { MEMBERS_ADDED_IN, SUPPORTED_CONTRACT_VERSIONS, newer } from '../versions';

/** The platform a remote page sees: every optional member of this contract present. */
export type NegotiatedPlatform = Platform & {
  navigation: Navigation & Required<Pick<Navigation, 'back'>>;
  auth: PlatformAuth & Required<Pick<PlatformAuth, 'prepare'>>;
};

/**
 * The documented fallback of each optional member (its doc comment in the contract's index says the
 * same), by its path in the platform object. A test fails when versions.json adds a member without one.
 */
export const OPTIONAL_MEMBER_FALLBACKS: Readonly<Record<string, (platform: Platform) => unknown>> = {
  // None: on a shell without the capture script nothing is recorded, so the page marks nothing
  // (useEarlyInputMarker gives {}) and its controls wait for hydration as before 3.1.0.
  earlyInput: () => undefined,
  'navigation.back': (platform) => (fallbackPath: string) => platform.navigation.go(fallbackPath),
  // The plain marker: the press is recorded and replayed once the page has hydrated.
  'earlyInput.navigate': (platform) => () => platform.earlyInput?.marker ?? {},
  'earlyInput.copy': (platform) => () => platform.earlyInput?.marker ?? {},
  // Nothing loaded early: the sign-in service loads when the form is submitted, as before 3.6.0.
  'auth.prepare': () => () => {},
};

/** The contract version this remote was built with (the newest the package lists). */
const BUILT_FOR = SUPPORTED_CONTRACT_VERSIONS.at(-1) as string;

function has(platform: Platform, member: string): boolean {
  const [head, tail] = member.split('.') as [string, string | undefined];
  const value = (platform as unknown as Record<string, unknown>)[head];
  return tail === undefined
    ? value !== undefined
    : typeof value === 'object' && value !== null && (value as Record<string, unknown>)[tail] !== undefined;
}

/**
 * A service with one more member: a view whose other members are read from the service when used, so
 * they stay the shell's own (a test's spy on `platform.auth.signIn` included).
 */
function withMember(service: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const key of Object.keys(service).filter((key) => key !== name)) {
    Object.defineProperty(view, key, { enumerable: true, configurable: true, get: () => service[key] });
  }
  return Object.defineProperty(view, name, { enumerable: true, configurable: true, writable: true, value });
}

/**
 * The platform with the fallback of every optional member it lacks (the same object when it lacks
 * none). Never throws: a shell reporting another major (it should have refused this remote) or a
 * version it does not fully provide is logged, and the page still renders.
 */
export function negotiatePlatform(
  platform: Platform,
  log: Pick<Console, 'warn'> = console,
): NegotiatedPlatform {
  const reported = parseVersion(String(platform.version));
  const built = parseVersion(BUILT_FOR) as [number, number, number];
  if (!reported || reported[0] !== built[0]) {
    log.warn(
      `[platform-contract] the shell reports contract ${String(platform.version)}; this remote was built for ` +
        `${BUILT_FOR}: using the fallbacks of the members it lacks.`,
    );
  }
  // What the reported version is expected to lack, plus anything actually missing.
  const expectedMissing = reported
    ? SUPPORTED_CONTRACT_VERSIONS.filter((v) => newer(v, String(platform.version))).flatMap(
        (v) => MEMBERS_ADDED_IN[v] ?? [],
      )
    : [];
  // A member of an optional service the shell lacks altogether (earlyInput.navigate without
  // earlyInput) stays absent with it.
  const missing = Object.keys(OPTIONAL_MEMBER_FALLBACKS).filter(
    (member) => !has(platform, member) && (!member.includes('.') || has(platform, member.split('.')[0]!)),
  );
  if (missing.length === 0) return platform as NegotiatedPlatform;
  const unexpected = missing.filter((member) => !expectedMissing.includes(member));
  if (reported && unexpected.length > 0) {
    log.warn(
      `[platform-contract] the shell reports contract ${platform.version} but lacks ${unexpected.join(', ')}: ` +
        'using their fallbacks.',
    );
  }
  const copy: Record<string, unknown> = { ...(platform as unknown as Record<string, unknown>) };
  for (const member of missing) {
    const [head, tail] = member.split('.') as [string, string | undefined];
    const fallback = OPTIONAL_MEMBER_FALLBACKS[member]!(platform);
    if (tail === undefined) copy[head] = fallback;
    else copy[head] = withMember(copy[head] as Record<string, unknown>, tail, fallback);
  }
  return Object.freeze(copy) as unknown as NegotiatedPlatform;
}
