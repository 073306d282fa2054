import { StripeApiError } from '../errors';

interface SavedResponse {
  request: string;
  statusCode: number;
  body: unknown;
}

/**
 * Stripe's idempotency: a POST repeated with the same `Idempotency-Key` gets the first response again
 * instead of creating another object; reusing a key with other parameters is an error. Like Stripe,
 * only requests that ran (not ones refused by validation) are saved.
 */
export class IdempotencyCache {
  private readonly saved = new Map<string, SavedResponse>();

  run(
    key: string | undefined,
    request: string,
    handler: () => unknown,
  ): { statusCode: number; body: unknown; replayed: boolean } {
    if (!key) return { statusCode: 200, body: handler(), replayed: false };
    const previous = this.saved.get(key);
    if (previous) {
      if (previous.request !== request) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return { statusCode: previous.statusCode, body: previous.body, replayed: true };
    }
    const body = handler();
    this.saved.set(key, { request, statusCode: 200, body: structuredClone(body) });
    return { statusCode: 200, body, replayed: false };
  }

  clear(): void {
    this.saved.clear();
  }
}
