import type { ErrorBody, PasswordResetRequest } from '@busqy/api-types';
import type { ApiClient } from '@busqy/platform-contract';

export const GENERIC_RESET_ERROR = 'Ocorreu um erro ao processar sua solicitação';

/** SPEC §7 POST /api/password-reset: an ok status is success. */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  const body: PasswordResetRequest = { email };
  await api.post('/api/password-reset', body);
}

/**
 * The server's error text for the failure toast (SPEC §8), else the generic one. The API answers
 * {statusCode, error, message}: `message` carries the Portuguese text (a list for validation errors);
 * `error` is the HTTP status phrase, so it is not shown. Only a 4xx answer is about the request: a
 * 5xx text ('Internal server error', the proxy's 'Service Unavailable') is internal and in English.
 */
export function passwordResetErrorText(api: ApiClient, error: unknown): string {
  if (
    !api.isApiError(error) ||
    error.status >= 500 ||
    typeof error.body !== 'object' ||
    error.body === null
  ) {
    return GENERIC_RESET_ERROR;
  }
  const { message } = error.body as Partial<ErrorBody>;
  const text = Array.isArray(message) ? message.find((item) => typeof item === 'string') : message;
  return typeof text === 'string' && text.trim() !== '' ? text : GENERIC_RESET_ERROR;
}
