import { randomUUID } from 'node:crypto';
import { env } from './env';

const API_KEY = 'fake-api-key'; // the emulator accepts any key

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(
    `${env.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/${method}?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates a real account on the Auth emulator (unique address per call). */
export async function createAccount(displayName = 'Conta de Teste'): Promise<EmulatorAccount> {
  const email = `e2e-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'senha-forte-123';
  const created = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  return { uid: created.localId, email, password, idToken: created.idToken };
}
