import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. An IPv6 subscriber usually gets a whole /64, so keying the
 * full address would give one person 2^64 fresh limits: IPv6 clients are keyed by their /64. IPv4
 * (and IPv4-mapped IPv6) keep the whole address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros (zone index dropped). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) counts as two hextets; it never reaches the first four.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill('0');
  return [...left, ...zeros, ...right].map((group) =>
    group.includes('.') ? group : (Number.parseInt(group, 16) || 0).toString(16),
  );
}
