import type { ApiClient } from '../index';

/**
 * The API's Portuguese reason when it refuses a new checkout with 409 (a boleto waits to be paid, the
 * user already subscribes, a checkout is being created): words the user can act on; null for any
 * other failure.
 */
export function checkoutConflictMessage(api: Pick<ApiClient, 'isApiError'>, error: unknown): string | null {
  if (!api.isApiError(error) || error.status !== 409) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}
