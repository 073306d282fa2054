import { UnauthorizedException } from '@nestjs/common';

import { loadConfig } from '../config/app-config';
import { FakeIdentityProvider } from '../../test/support/fakes/fake-identity-provider';
import { AuthService, bearerToken } from './auth.service';

describe('AuthService', () => {
  let identity: FakeIdentityProvider;
  let service: AuthService;

  beforeEach(() => {
    identity = new FakeIdentityProvider();
    identity.addUser({ uid: 'alice', displayName: 'Alice' });
    identity.addUser({ uid: 'bob' });
    service = new AuthService(identity, loadConfig({ SESSION_DAYS: '7' }));
  });

  it('creates a session cookie for the verified token, lasting SESSION_DAYS', async () => {
    const session = await service.createSession('Bearer token:alice', 'alice');
    expect(session).toEqual({ value: `session:alice:${7 * 86_400_000}`, maxAgeSeconds: 7 * 86_400 });
  });

  it('refuses a body uid that is not the token uid, without creating a cookie', async () => {
    await expect(service.createSession('Bearer token:alice', 'bob')).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    expect(identity.sessionCookiesCreated).toEqual([]);
  });

  it.each([undefined, '', 'token:alice', 'Basic token:alice', 'Bearer token:mallory'])(
    'refuses the Authorization header %p',
    async (header) => {
      await expect(service.createSession(header, 'alice')).rejects.toBeInstanceOf(UnauthorizedException);
      expect(identity.sessionCookiesCreated).toEqual([]);
    },
  );

  it('identifies by Bearer token first, then by session cookie; 401 when neither is valid', async () => {
    await expect(
      service.identify({ authorization: 'Bearer token:bob', sessionCookie: 'session:alice:1' }),
    ).resolves.toMatchObject({ uid: 'bob' });
    await expect(service.identify({ sessionCookie: 'session:alice:1' })).resolves.toMatchObject({
      uid: 'alice',
    });
    await expect(
      service.identify({ authorization: 'Bearer nope', sessionCookie: 'session:alice:1' }),
    ).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(service.identify({ sessionCookie: 'forged' })).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(service.identify({})).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('checkSession answers null for a missing or invalid cookie', async () => {
    await expect(service.checkSession(undefined)).resolves.toBeNull();
    await expect(service.checkSession('session:mallory:1')).resolves.toBeNull();
    await expect(service.checkSession('session:alice:1')).resolves.toEqual({
      uid: 'alice',
      email: 'alice@example.com',
      displayName: 'Alice',
    });
  });

  it('mints a cookie only from a sign-in of the last 5 minutes (Firebase recommendation)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(service.createSession(`Bearer token:alice@${now - 4 * 60}`, 'alice')).resolves.toMatchObject(
      { maxAgeSeconds: 7 * 86_400 },
    );
    await expect(service.createSession(`Bearer token:alice@${now - 6 * 60}`, 'alice')).rejects.toMatchObject({
      status: 401,
      message: 'Por segurança, entre novamente com seu e-mail e senha para continuar.',
    });
    expect(identity.sessionCookiesCreated).toHaveLength(1);
    // Plain API calls with an older (refreshed) ID token are fine: only the cookie needs a fresh sign-in.
    await expect(service.identify({ authorization: `Bearer token:alice@${now - 3600}` })).resolves.toEqual({
      uid: 'alice',
      email: 'alice@example.com',
      displayName: 'Alice',
    });
  });

  it("endSession revokes the cookie user's sessions; nothing to do without a valid cookie", async () => {
    await service.endSession(undefined);
    await service.endSession('forged');
    expect(identity.revoked.size).toBe(0);
    await service.endSession('session:alice:1');
    expect([...identity.revoked]).toEqual(['alice']);
    await expect(service.identify({ sessionCookie: 'session:alice:1' })).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('lets an identity-service outage surface as a server error, not a 401', async () => {
    identity.verifyIdToken = () => Promise.reject(new Error('ECONNREFUSED'));
    await expect(service.identify({ authorization: 'Bearer token:alice' })).rejects.toThrow('ECONNREFUSED');
  });
});

describe('bearerToken', () => {
  it('extracts the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
