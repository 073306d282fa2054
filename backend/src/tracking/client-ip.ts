import { BlockList, isIP } from 'node:net';

/** A BlockList (Node's IP set) of the trusted proxies: addresses and CIDR ranges, IPv4 and IPv6. */
export function trustedProxySet(entries: readonly string[]): BlockList {
  const set = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) set.addAddress(address, family);
    else set.addSubnet(address, Number(prefix), family);
  }
  return set;
}

/** '::ffff:127.0.0.1' (IPv4 seen through an IPv6 socket) → '127.0.0.1'. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: starting from the socket peer, walk X-Forwarded-For right to left while the
 * hop we are at is a trusted proxy. Entries a client wrote itself sit left of the first untrusted hop
 * and are never believed. Returns null when no valid address is found.
 */
export function clientIpAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string | null {
  if (socketAddress === undefined) return null;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => hop !== '');
  let current = plain(socketAddress);
  while (isTrusted(current, trusted)) {
    const next = hops.pop();
    if (next === undefined) break;
    if (isIP(next) === 0) break; // a malformed hop ends the chain; keep the last good address
    current = next;
  }
  return isIP(current) === 0 ? null : current;
}
