import request from 'supertest';

import { UID_MESSAGE } from '../src/common/uid';
import { createTestUser, enableImprovedEmailPrivacy, signIn, type TestUser } from './support/auth-emulator';
import { cookiePair, setCookieLine } from './support/cookies';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

describe('auth cookie (real Firebase Auth emulator)', () => {
  let user: TestUser;
  let cookieName: string;
  // The emulator's setting comes first, as on a real project: the app starts on it.
  beforeAll(() => enableImprovedEmailPrivacy());
  const { testApp, server } = useTestApp();

  beforeAll(async () => {
    cookieName = testApp().config.session.cookieName;
    user = await createTestUser('Ana Cookie');
  });

  it('sets an httpOnly, SameSite=Lax session cookie for a valid ID token; check-cookie then says who it is', async () => {
    const response = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${user.idToken}`)
      .set('Origin', SITE_ORIGIN)
      .send({ uid: user.uid, email: user.email, displayName: user.displayName })
      .expect(200);
    expect(response.body).toEqual({ ok: true });
    const line = setCookieLine(response, cookieName) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(new RegExp(`Max-Age=${5 * 24 * 3600}`));
    expect(line).not.toMatch(/Secure/i); // NODE_ENV=test

    const check = await request(server())
      .get('/api/auth/check-cookie')
      .set('Cookie', cookiePair(response, cookieName))
      .expect(200);
    expect(check.body).toEqual({
      authenticated: true,
      user: { uid: user.uid, email: user.email, displayName: 'Ana Cookie' },
    });
  });

  it('needs no body besides the token (the body is only a claim to compare)', async () => {
    const response = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${user.idToken}`)
      .set('Content-Type', 'application/json')
      .expect(200);
    expect(setCookieLine(response, cookieName)).toMatch(/HttpOnly/i);
  });

  it('validates the claimed body: a malformed uid or e-mail is a 400', async () => {
    const response = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send({ uid: 'x y', email: 'nope' })
      .expect(400);
    expect(response.body.message).toEqual([UID_MESSAGE, 'O campo email deve ser um e-mail válido.']);
  });

  it('refuses a forged body without an ID token, or with a fake one, and sets no cookie', async () => {
    const forged = { uid: user.uid, email: user.email, displayName: 'Intrusa' };
    const noToken = await request(server()).post('/api/auth/set-cookie').send(forged).expect(401);
    expect(noToken.body.message).toEqual(expect.any(String));
    expect(setCookieLine(noToken, cookieName)).toBeUndefined();

    const fake = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', 'Bearer not-a-real-token')
      .send(forged)
      .expect(401);
    expect(setCookieLine(fake, cookieName)).toBeUndefined();

    const check = await request(server()).get('/api/auth/check-cookie').set('Cookie', `${cookieName}=forged`);
    expect(check.body).toEqual({ authenticated: false, user: null });
  });

  it('answers 401 when the body uid is not the uid of the token', async () => {
    const other = await createTestUser('Outra Pessoa');
    const response = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send({ uid: other.uid, email: other.email, displayName: other.displayName })
      .expect(401);
    expect(response.body.message).toBe('O uid informado não corresponde ao token');
    expect(setCookieLine(response, cookieName)).toBeUndefined();
  });

  it('clear-cookie works with no body and expires the cookie; check-cookie is then unauthenticated', async () => {
    const response = await request(server()).post('/api/auth/clear-cookie').expect(200);
    expect(response.body).toEqual({ ok: true });
    expect(setCookieLine(response, cookieName)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const withJsonType = await request(server())
      .post('/api/auth/clear-cookie')
      .set('Content-Type', 'application/json')
      .expect(200);
    expect(withJsonType.body).toEqual({ ok: true });

    const check = await request(server()).get('/api/auth/check-cookie').expect(200);
    expect(check.body).toEqual({ authenticated: false, user: null });
  });

  it('the emulator answers a wrong password and an unknown user alike (improved e-mail privacy)', async () => {
    await expect(signIn(user.email, 'senha-errada')).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS/);
    await expect(signIn('ninguem-aqui@example.com', 'qualquer')).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS/);
    await expect(signIn(user.email, user.password)).resolves.toEqual(
      expect.objectContaining({ uid: user.uid }),
    );
  });
});
