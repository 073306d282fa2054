import request from 'supertest';
import Stripe from 'stripe';

import { createStripeClient } from '../../src/stripe/stripe.provider';
import { control } from '../../src/stripe-emulator/testing/control';
import { createTestUser, type TestUser } from './auth-emulator';
import { cookiePair } from './cookies';
import { SITE_ORIGIN, type TestApp, WEBHOOK_SECRET } from './test-app';

export interface SignedInUser extends TestUser {
  cookie: string;
}

/** A new Auth emulator account with the API's session cookie. */
export async function signedInUser(testApp: TestApp, name = 'Cliente Teste'): Promise<SignedInUser> {
  const user = await createTestUser(name);
  const response = await request(testApp.app.getHttpServer())
    .post('/api/auth/set-cookie')
    .set('Authorization', `Bearer ${user.idToken}`)
    .send({ uid: user.uid, email: user.email, displayName: user.displayName })
    .expect(200);
  return { ...user, cookie: cookiePair(response, testApp.config.session.cookieName) };
}

/** A POST from the site's pages as the user: session cookie and Origin, as the browser sends them. */
export function postFromSite(testApp: TestApp, user: SignedInUser, path: string, body: object) {
  return request(testApp.app.getHttpServer())
    .post(path)
    .set('Cookie', user.cookie)
    .set('Origin', SITE_ORIGIN)
    .send(body);
}

export function stripeFor(testApp: TestApp): Stripe {
  return createStripeClient(testApp.config.stripe);
}

/** POST /create-embedded-checkout-session as the user; answers the session Stripe holds. */
export async function embeddedSession(
  testApp: TestApp,
  user: SignedInUser,
  body: Record<string, unknown>,
): Promise<Stripe.Checkout.Session> {
  const response = await postFromSite(testApp, user, '/create-embedded-checkout-session', body).expect(200);
  const clientSecret = response.body.clientSecret as string;
  return stripeFor(testApp).checkout.sessions.retrieve(clientSecret.split('_secret_')[0] as string);
}

export async function emulatorControl(
  testApp: TestApp,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const { status, json } = await control(testApp.stripeEmulatorUrl ?? '', path, body);
  if (status >= 400) throw new Error(`${path}: ${status} ${JSON.stringify(json)}`);
  return json;
}

/** Pays (or tries to pay) a checkout session on the emulator, as the buyer would. */
export function completeCheckout(testApp: TestApp, sessionId: string, payment: Record<string, unknown>) {
  return emulatorControl(testApp, `/_emulator/checkout/sessions/${sessionId}/complete`, payment);
}

/** Every event the emulator emitted about this customer, oldest first. */
export async function eventsOfCustomer(testApp: TestApp, customerId: string): Promise<Stripe.Event[]> {
  const state = await emulatorControl(testApp, '/_emulator/state');
  return (state.events as Stripe.Event[]).filter((event) => {
    const object = event.data.object as { customer?: unknown; id?: unknown };
    return object.customer === customerId || object.id === customerId;
  });
}

/** Delivers an event to the API as Stripe would (signed JSON body). */
export function deliver(testApp: TestApp, event: Stripe.Event, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return request(testApp.app.getHttpServer())
    .post('/webhooks/stripe')
    .set('content-type', 'application/json')
    .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);
}

export async function userRecord(testApp: TestApp, user: SignedInUser): Promise<Record<string, unknown>> {
  const response = await request(testApp.app.getHttpServer())
    .get(`/api/users/${user.uid}`)
    .set('Cookie', user.cookie)
    .expect(200);
  return response.body as Record<string, unknown>;
}
