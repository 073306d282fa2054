import { isIP } from 'node:net';

import { type ReadVariable, wholeNumberReader } from '../config/whole-number-reader';

/**
 * Outside production the shell's same-origin proxy runs next to the API, so loopback is the default.
 * Production refuses the default (production-safety.ts): the proxies must be named, loopback included.
 */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128'];
/** TRUSTED_PROXIES=none: the API faces clients directly and believes no X-Forwarded-For. */
export const NO_TRUSTED_PROXIES = 'none';

/** Limits shared by every API instance (table rate_limits), and whose X-Forwarded-For is believed. */
export interface RateLimitConfig {
  /** Fastify's trustProxy: IPs or CIDR ranges of the proxies in front of the API; [] = none. */
  trustedProxies: string[];
  /** False when TRUSTED_PROXIES is unset and the loopback default applies (refused in production). */
  trustedProxiesExplicit: boolean;
  /** Checkout sessions a user may create per window (POST /create-*checkout-session). */
  checkoutPerUser: number;
  checkoutWindowMinutes: number;
  /** POST /meta-capi events a client IP may send per minute. */
  trackingPerClientPerMinute: number;
}

export function readRateLimitConfig(read: ReadVariable, issues: string[]): RateLimitConfig {
  const wholeNumber = wholeNumberReader(read, issues);
  // TRACKING_TRUSTED_PROXIES is the variable's earlier name, still honoured.
  const explicit = read('TRUSTED_PROXIES') ?? read('TRACKING_TRUSTED_PROXIES');
  const trustedProxies =
    explicit === NO_TRUSTED_PROXIES
      ? []
      : (explicit ?? DEFAULT_TRUSTED_PROXIES.join(','))
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
  for (const entry of trustedProxies) {
    if (!isAddressOrRange(entry)) {
      issues.push(`TRUSTED_PROXIES must hold IP addresses or CIDR ranges, got "${entry}"`);
    }
  }
  return {
    trustedProxies,
    trustedProxiesExplicit: explicit !== undefined,
    checkoutPerUser: wholeNumber('CHECKOUT_MAX_PER_USER', 10, 10_000),
    checkoutWindowMinutes: wholeNumber('CHECKOUT_WINDOW_MINUTES', 10, 24 * 60),
    trackingPerClientPerMinute: wholeNumber('TRACKING_MAX_PER_CLIENT_PER_MINUTE', 120, 100_000),
  };
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}
