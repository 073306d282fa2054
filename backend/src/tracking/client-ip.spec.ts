import { clientIpAddress, trustedProxySet } from './client-ip';

describe('clientIpAddress', () => {
  const loopback = trustedProxySet(['127.0.0.0/8', '::1/128']);

  it('uses the socket address when the peer is not a trusted proxy, ignoring X-Forwarded-For', () => {
    expect(clientIpAddress('203.0.113.7', '198.51.100.1', loopback)).toBe('203.0.113.7');
  });

  it('believes the last X-Forwarded-For hop added by the trusted proxy (the shell)', () => {
    expect(clientIpAddress('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIpAddress('::ffff:127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIpAddress('::1', '2001:db8::5', loopback)).toBe('2001:db8::5');
  });

  it('never believes hops a client wrote in front of the first untrusted one', () => {
    expect(clientIpAddress('127.0.0.1', '10.9.9.9, 198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientIpAddress('127.0.0.1', ['10.9.9.9', '198.51.100.1'], loopback)).toBe('198.51.100.1');
  });

  it('walks through a chain of trusted proxies (CIDR ranges)', () => {
    const chain = trustedProxySet(['127.0.0.1', '10.0.0.0/8']);
    expect(clientIpAddress('127.0.0.1', '198.51.100.1, 10.1.2.3', chain)).toBe('198.51.100.1');
  });

  it('stops at a malformed hop and keeps the last valid address', () => {
    expect(clientIpAddress('127.0.0.1', 'garbage', loopback)).toBe('127.0.0.1');
    expect(clientIpAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientIpAddress(undefined, '198.51.100.1', loopback)).toBeNull();
  });
});
