import request from 'supertest';

import { UID_MESSAGE } from '../src/common/uid';
import { KyselyUsersRepository } from '../src/users/kysely-users.repository';
import { createTestUser, type TestUser } from './support/auth-emulator';
import { cookiePair } from './support/cookies';
import { SITE_ORIGIN, useTestApp } from './support/test-app';
import { NO_PROFILE, NO_SUBSCRIPTION } from './support/user-records';

describe('/api/users (real Firebase Auth emulator)', () => {
  const { testApp, server } = useTestApp();
  /** POST /api/users with the Bearer token, as the sign-up page sends it (from the site unless told). */
  const postAsSignedUp = (account: TestUser, body: object, origin: string | null = SITE_ORIGIN) => {
    const call = request(server()).post('/api/users').set('Authorization', `Bearer ${account.idToken}`);
    if (origin !== null) call.set('Origin', origin);
    return call.send(body);
  };
  let user: TestUser;
  let other: TestUser;
  let cookie: string;

  beforeAll(async () => {
    [user, other] = await Promise.all([createTestUser('Bruno Silva'), createTestUser('Carla Souza')]);
    const response = await request(server())
      .post('/api/auth/set-cookie')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send({ uid: user.uid, email: user.email, displayName: user.displayName })
      .expect(200);
    cookie = cookiePair(response, testApp().config.session.cookieName);
  });

  it('GET answers 401 to an anonymous caller', async () => {
    const response = await request(server()).get(`/api/users/${user.uid}`).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
  });

  it("GET answers 403 for another user's uid", async () => {
    await request(server()).get(`/api/users/${other.uid}`).set('Cookie', cookie).expect(403);
  });

  it('GET answers 400 for a malformed uid', async () => {
    const response = await request(server()).get('/api/users/bad%20uid!').set('Cookie', cookie).expect(400);
    expect(response.body.message).toEqual([UID_MESSAGE]);
    await request(server())
      .get(`/api/users/${'a'.repeat(129)}`)
      .set('Cookie', cookie)
      .expect(400);
  });

  it('GET with no server record yet answers the Firebase data with empty subscription fields', async () => {
    const response = await request(server()).get(`/api/users/${user.uid}`).set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({
      uid: user.uid,
      email: user.email,
      displayName: 'Bruno Silva',
      phoneNumber: null,
      photoURL: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ...NO_PROFILE,
      ...NO_SUBSCRIPTION,
    });
  });

  it('POST (with the Bearer token right after sign-up) is an idempotent upsert of the caller only', async () => {
    const body = {
      uid: other.uid,
      email: other.email,
      displayName: 'Carla S.',
      emailVerified: true, // self-asserted: ignored, Firebase says false
      phoneNumber: '11987654321',
      firstName: 'Carla',
      lastName: 'Souza',
    };
    const first = await postAsSignedUp(other, body).expect(200);
    const second = await postAsSignedUp(other, body, null).expect(200);
    expect(second.body).toEqual(first.body);
    expect(first.body).toEqual(
      expect.objectContaining({
        uid: other.uid,
        email: other.email,
        displayName: 'Carla S.',
        phoneNumber: '11987654321',
        firstName: 'Carla',
        lastName: 'Souza',
        emailVerified: false,
        subscription_active: null,
      }),
    );
    const read = await request(server())
      .get(`/api/users/${other.uid}`)
      .set('Authorization', `Bearer ${other.idToken}`)
      .expect(200);
    expect(read.body).toEqual(first.body);
  });

  it('POST answers 401 to an anonymous caller and writes nothing', async () => {
    const response = await request(server())
      .post('/api/users')
      .set('Origin', SITE_ORIGIN)
      .send({ uid: user.uid, email: user.email, displayName: 'Anônimo' })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    const read = await request(server()).get(`/api/users/${user.uid}`).set('Cookie', cookie).expect(200);
    expect(read.body.displayName).not.toBe('Anônimo');
  });

  it('POST without a uid in the body writes the verified caller, as the sign-up page sends it', async () => {
    const fresh = await createTestUser('Davi Lima');
    const body = {
      uid: fresh.uid,
      email: fresh.email,
      displayName: 'Davi Lima',
      emailVerified: false,
      phoneNumber: null,
      firstName: 'Davi',
      lastName: 'Lima',
    };
    const { uid: _uid, ...withoutUid } = body;
    const written = await postAsSignedUp(fresh, withoutUid).expect(200);
    expect(written.body).toMatchObject({
      uid: fresh.uid,
      phoneNumber: null,
      firstName: 'Davi',
      lastName: 'Lima',
    });
    // The same body again (a retried sign-up) changes nothing, not even the creation time.
    const again = await postAsSignedUp(fresh, body, null).expect(200);
    expect(again.body).toEqual(written.body);
  });

  it("POST cannot write another user's record", async () => {
    await request(server())
      .post('/api/users')
      .set('Cookie', cookie)
      .send({ uid: other.uid, email: other.email, displayName: 'Sequestro' })
      .expect(403);
    const read = await request(server())
      .get(`/api/users/${other.uid}`)
      .set('Authorization', `Bearer ${other.idToken}`)
      .expect(200);
    expect(read.body.displayName).not.toBe('Sequestro');
  });

  it('POST rejects bad bodies with 400 and a message, never 500', async () => {
    const cases: unknown[] = [
      { email: 'not-an-email', displayName: 'X' },
      { displayName: 'sem email' },
      { email: user.email, displayName: 42 },
      { email: user.email, firstName: 'x'.repeat(101) },
      { email: user.email, subscription_active: true },
      [1, 2, 3],
    ];
    for (const body of cases) {
      const response = await request(server())
        .post('/api/users')
        .set('Cookie', cookie)
        .send(body as object);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.message).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('POST never lets the body touch subscription fields', async () => {
    const response = await request(server())
      .post('/api/users')
      .set('Cookie', cookie)
      .send({ email: user.email, displayName: 'Bruno', subscription_plan: 'Elite' })
      .expect(400);
    expect(response.body.message).toEqual(['O campo subscription_plan não é permitido.']);
  });

  it("POST …/billing-notice/dismiss clears the caller's billing notice (shown once), and only the caller's", async () => {
    const repository = testApp().app.get(KyselyUsersRepository);
    for (const account of [user, other]) {
      await postAsSignedUp(account, { uid: account.uid, email: account.email }).expect(200);
    }
    await repository.setBillingNotice(user.uid, 'O novo pagamento foi cancelado e o valor será estornado.');
    await repository.setBillingNotice(other.uid, 'Aviso da Carla.');
    const before = await request(server()).get(`/api/users/${user.uid}`).set('Cookie', cookie).expect(200);
    expect(before.body.billing_notice).toBe('O novo pagamento foi cancelado e o valor será estornado.');

    await request(server())
      .post(`/api/users/${other.uid}/billing-notice/dismiss`)
      .set('Cookie', cookie)
      .set('Origin', SITE_ORIGIN)
      .expect(403);
    await request(server())
      .post(`/api/users/${user.uid}/billing-notice/dismiss`)
      .set('Origin', SITE_ORIGIN)
      .expect(401);
    await request(server())
      .post(`/api/users/${user.uid}/billing-notice/dismiss`)
      .set('Cookie', cookie)
      .set('Origin', SITE_ORIGIN)
      .expect(204);

    const after = await request(server()).get(`/api/users/${user.uid}`).set('Cookie', cookie).expect(200);
    expect(after.body.billing_notice).toBeNull();
    expect((await repository.findByUid(other.uid))?.billingNotice).toBe('Aviso da Carla.');
  });
});
