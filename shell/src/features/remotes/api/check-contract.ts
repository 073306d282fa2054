import { satisfies } from '@busqy/platform-contract';
import type { RemoteAppModule } from '../../../platform/contract';

/** A remote built for a contract range this shell's version is not in. */
export class ContractMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(
      `[shell] remote "${remote}" needs platform contract ${required}, but this shell provides ` +
        `${provided}: showing the fallback instead of its page (deploy a remote built for ` +
        `${provided}, or a shell that satisfies ${required}).`,
    );
    this.name = 'ContractMismatchError';
  }
}

/** Which contract a remote gets: today's, or the previous major's (its migration window). */
export type ContractMatch = 'current' | 'previous-major';

/**
 * Checks the range a remote's ./App declares (`platformContract`) against the version the shell
 * provides, then against the previous major it still serves (`previousMajor`, versions.json), before
 * any of its code renders. A mismatch is logged and thrown, so the route's error boundary shows its
 * Portuguese fallback instead of the page crashing halfway. A remote that declares nothing was built
 * before contract 2.0.0: it is refused like any other mismatch.
 */
export function remoteContractMatch(
  remote: string,
  module: RemoteAppModule,
  provided: string,
  previousMajor: string | null,
): ContractMatch {
  const required = module.platformContract;
  if (typeof required === 'string' && satisfies(provided, required)) return 'current';
  if (typeof required === 'string' && previousMajor && satisfies(previousMajor, required)) {
    return 'previous-major';
  }
  const named = required === undefined ? '<2.0.0 (no range declared)' : String(required);
  const error = new ContractMismatchError(remote, named, provided);
  console.error(error.message);
  throw error;
}

/** remoteContractMatch without the previous major: the module when it is today's, else thrown. */
export function checkRemoteContract(
  remote: string,
  module: RemoteAppModule,
  provided: string,
): RemoteAppModule {
  remoteContractMatch(remote, module, provided, null);
  return module;
}
