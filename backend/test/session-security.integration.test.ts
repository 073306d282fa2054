import request from 'supertest';

import { createTestUser, signIn } from './support/auth-emulator';
import { cookiePair, setCookieLine } from './support/cookies';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-busqy';

/**
 * An ID token as the Auth emulator's own: unsigned (the emulator accepts alg "none", which is why
 * production refuses emulator mode). Lets the test choose auth_time, which a real sign-in cannot.
 */
function emulatorIdToken(uid: string, authTime: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: authTime,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })}.`;
}

/** What the account says about revocation: tokens from sign-ins before this time are refused. */
async function setTokensValidAfter(uid: string, unixSeconds: number): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(unixSeconds) }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update: ${response.status} ${await response.text()}`);
}

describe('sessions: revoked at logout, minted only from a recent sign-in (real Auth emulator)', () => {
  const { testApp, server } = useTestApp();
  let cookieName: string;

  beforeAll(async () => {
    cookieName = testApp().config.session.cookieName;
  });

  async function sessionCookieFor(idToken: string): Promise<string> {
    const response = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${idToken}`)
      .set('Origin', SITE_ORIGIN)
      .expect(200);
    return cookiePair(response, cookieName);
  }

  it('logout revokes the session: a copy of the old cookie no longer authenticates anywhere', async () => {
    const user = await createTestUser('Rita Saída');
    const cookie = await sessionCookieFor(user.idToken);
    await request(server()).get(`/api/users/${user.uid}`).set('Cookie', cookie).expect(200);

    // Firebase revocation has one-second granularity: a sign-in in the same second would survive it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const logout = await request(server())
      .post('/api/auth/clear-cookie')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .expect(200);
    expect(setCookieLine(logout, cookieName)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // An attacker who copied the cookie before logout:
    const check = await request(server()).get('/api/auth/check-cookie').set('Cookie', cookie).expect(200);
    expect(check.body).toEqual({ authenticated: false, user: null });
    const profile = await request(server()).get(`/api/users/${user.uid}`).set('Cookie', cookie).expect(401);
    expect(profile.body.message).toBe('Token de autenticação inválido ou expirado');
    // The ID token of that sign-in is revoked too.
    await request(server())
      .get(`/api/users/${user.uid}`)
      .set('Authorization', `Bearer ${user.idToken}`)
      .expect(401);

    // Signing in again works as before.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn(user.email, user.password);
    const fresh = await sessionCookieFor(again.idToken);
    await request(server()).get(`/api/users/${user.uid}`).set('Cookie', fresh).expect(200);
  });

  it('set-cookie refuses an ID token whose sign-in is older than 5 minutes, with a Portuguese message', async () => {
    const user = await createTestUser('Olga Antiga');
    const now = Math.floor(Date.now() / 1000);
    // As if the account existed (and was last revoked) an hour ago, so older sign-ins are not revoked ones.
    await setTokensValidAfter(user.uid, now - 3600);

    const stale = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${emulatorIdToken(user.uid, now - 6 * 60)}`)
      .set('Origin', SITE_ORIGIN)
      .expect(401);
    expect(stale.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Por segurança, entre novamente com seu e-mail e senha para continuar.',
    });
    expect(setCookieLine(stale, cookieName)).toBeUndefined();

    // The same kind of token from a sign-in 4 minutes ago is accepted (the check is auth_time, nothing else).
    await sessionCookieFor(emulatorIdToken(user.uid, now - 4 * 60));
  });
});
