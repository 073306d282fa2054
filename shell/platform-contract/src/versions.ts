import type { Platform, PlatformComponents } from './index';
import { parseVersion } from './satisfies';
// JSON so that the remotes' jest configs (plain CommonJS) read the same list.
import versions from './versions.json';

export type SupportedContractVersion = '3.0.0' | '3.1.0' | '3.2.0' | '3.3.0' | '3.4.0' | '3.5.0' | '3.6.0';

/**
 * Every contract version the shell still supports, oldest first. Remotes' tests run against a fake
 * platform of each; the skew journey degrades the real shell to the oldest.
 */
export const SUPPORTED_CONTRACT_VERSIONS = versions.supported as readonly SupportedContractVersion[];

/** The optional members each minor version added (paths into the platform object). */
export const MEMBERS_ADDED_IN = versions.addedIn as Readonly<
  Record<SupportedContractVersion, readonly string[]>
>;

/**
 * The previous major the shell still serves, and until when (README "Versions a shell and a remote
 * agree on"): a remote of that major gets the platform as that version defines it, and the router it
 * imports (shell/src/features/remotes/legacy). After `until`, a shell release drops it.
 */
export const PREVIOUS_MAJOR = versions.previousMajor as { readonly version: string; readonly until: string };

/**
 * A service's own members on a new, unfrozen object, accessors included (a fake's counters stay
 * live); each member configurable, so one can be left out.
 */
function copyService(service: Record<string, unknown>): Record<string, unknown> {
  const descriptors = Object.getOwnPropertyDescriptors(service);
  for (const descriptor of Object.values(descriptors)) {
    descriptor.configurable = true;
    if ('value' in descriptor) descriptor.writable = true;
  }
  return Object.defineProperties({}, descriptors) as Record<string, unknown>;
}

/** Whether `a` is a newer contract version than `than`. */
export function newer(a: string, than: string): boolean {
  const [x, y] = [parseVersion(a), parseVersion(than)];
  if (!x || !y) throw new Error(`Not a contract version: ${x ? than : a}`);
  return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
}

export function isSupportedContractVersion(version: string): version is SupportedContractVersion {
  return (SUPPORTED_CONTRACT_VERSIONS as readonly string[]).includes(version);
}

/** The supported versions, oldest first, and the optional members each one added. */
export interface ContractVersionTable {
  supported: readonly string[];
  addedIn: Readonly<Record<string, readonly string[]>>;
}

/**
 * The platform as a shell of an older supported `version` would provide it: the members added after
 * it are left out and `version` says so. Used by the fakes and the shell's skew switch. `table` is
 * this package's list (versions.json); tests pass their own.
 */
export function platformAsVersion<P extends Platform>(
  platform: P,
  version: string,
  table: ContractVersionTable = { supported: SUPPORTED_CONTRACT_VERSIONS, addedIn: MEMBERS_ADDED_IN },
): P {
  const dropped = table.supported.filter((v) => newer(v, version)).flatMap((v) => table.addedIn[v] ?? []);
  const copy: Record<string, unknown> = { ...(platform as Record<string, unknown>), version };
  const components: Record<string, unknown> = {
    ...(platform.components as unknown as Record<string, unknown>),
  };
  const nested: Record<string, Record<string, unknown>> = {};
  for (const member of dropped) {
    const [head, tail] = member.split('.') as [string, string | undefined];
    if (tail === undefined) {
      delete copy[head];
    } else if (head === 'components') {
      delete components[tail];
    } else if (copy[head] !== undefined) {
      // A member of a service (e.g. navigation.back): a copy of that service without it. A member
      // of an optional service the version lacks altogether (earlyInput.navigate before 3.1.0) goes
      // with it.
      const service = (nested[head] ??= copyService(copy[head] as Record<string, unknown>));
      delete service[tail];
    }
  }
  for (const [head, service] of Object.entries(nested)) {
    copy[head] = Object.isFrozen(platform[head as keyof P]) ? Object.freeze(service) : service;
  }
  copy.components = (Object.isFrozen(platform.components)
    ? Object.freeze(components)
    : components) as unknown as PlatformComponents;
  return (Object.isFrozen(platform) ? Object.freeze(copy) : copy) as P;
}
