import type { ApiClient } from '@busqy/platform-contract';

/** SPEC §7 POST /api/users body: the new account's server record. */
export interface CreateUserRecordRequest {
  uid: string;
  email: string;
  displayName: string;
  emailVerified: false;
  phoneNumber: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Creates the server record of the account just created; failures are only logged (SPEC §7). */
export async function createUserRecord(api: ApiClient, request: CreateUserRecordRequest): Promise<void> {
  try {
    await api.post('/api/users', request);
  } catch (error) {
    console.error('Erro ao criar o registro do usuário', error);
  }
}
