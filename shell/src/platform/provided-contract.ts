import {
  PLATFORM_CONTRACT_VERSION,
  isSupportedContractVersion,
  platformAsVersion,
  type Platform,
  type SupportedContractVersion,
} from '@busqy/platform-contract';

/** The query parameter that makes this shell act as an older one (skew tests, remote teams). */
export const CONTRACT_QUERY_PARAMETER = 'platform-contract';

/**
 * The contract version the shell provides to remotes: today's, unless the landing address asks for
 * an older supported one (`?platform-contract=<version>`), which lets a remote team or the skew journey
 * see today's remotes on the oldest shell the contract still supports. Anything else is ignored.
 */
export function providedContractVersion(search: string): SupportedContractVersion {
  const requested = new URLSearchParams(search).get(CONTRACT_QUERY_PARAMETER);
  if (requested && isSupportedContractVersion(requested) && requested !== PLATFORM_CONTRACT_VERSION) {
    console.info(`[shell] providing platform contract ${requested} (asked by ?${CONTRACT_QUERY_PARAMETER}).`);
    return requested;
  }
  return PLATFORM_CONTRACT_VERSION as SupportedContractVersion;
}

/** The platform object as the given contract version defines it (the same object for today's). */
export function platformForVersion(platform: Platform, version: SupportedContractVersion): Platform {
  return version === platform.version ? platform : platformAsVersion(platform, version);
}
