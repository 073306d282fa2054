import type { UpsertUserRequest } from '@busqy/api-types';
import type { ApiClient } from '@busqy/platform-contract';

/** SPEC §7 POST /api/users body: the new account's server record. */
export type CreateUserRecordRequest = UpsertUserRequest;

/** Creates the server record of the account just created; failures are only logged (SPEC §7). */
export async function createUserRecord(api: ApiClient, request: CreateUserRecordRequest): Promise<void> {
  try {
    await api.post('/api/users', request);
  } catch (error) {
    console.error('Erro ao criar o registro do usuário', error);
  }
}
