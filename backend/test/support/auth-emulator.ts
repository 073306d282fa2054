import { randomUUID } from 'node:crypto';

/** Talks to the Firebase Auth emulator's REST API the way the browser SDK would. */
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-busqy';
const API_KEY = 'fake-api-key';

export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests through jest (global-setup)');
  return host;
}

async function call<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const request = () =>
    fetch(`http://${authEmulatorHost()}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // fetch reuses keep-alive sockets; the emulator closes idle ones after 5 s, and a request sent on a
  // socket being closed fails with "other side closed" before the emulator saw it: send it again once.
  const response = await request().catch(request);
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

/** Production behaviour: wrong password and unknown user both answer INVALID_LOGIN_CREDENTIALS. */
export async function enableImprovedEmailPrivacy(): Promise<void> {
  await call(
    `/emulator/v1/projects/${PROJECT_ID}/config`,
    { emailPrivacyConfig: { enableImprovedEmailPrivacy: true } },
    'PATCH',
  );
}

/** A new account with a unique e-mail (tests never depend on what other runs left behind). */
export async function createTestUser(displayName = 'Maria Teste'): Promise<TestUser> {
  const email = `api-${randomUUID()}@example.com`;
  const password = 'senha-secreta-123';
  const signUp = await call<{ localId: string; idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  await call(`/identitytoolkit.googleapis.com/v1/accounts:update?key=${API_KEY}`, {
    idToken: signUp.idToken,
    displayName,
  });
  // A fresh sign-in, so the ID token carries the display name (as the shell's token would).
  const { idToken } = await signIn(email, password);
  return { uid: signUp.localId, email, password, displayName, idToken };
}

export async function signIn(email: string, password: string): Promise<{ idToken: string; uid: string }> {
  const result = await call<{ idToken: string; localId: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { idToken: result.idToken, uid: result.localId };
}
