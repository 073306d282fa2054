// Errors in Stripe's wire shape: `{ error: { type, code, param, message } }` with Stripe's status codes,
// so the official SDK raises the same error classes as against the real API.
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, param, message });
}

export function invalidRequest(message: string, code?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}) });
}

/** A missing object named in the URL is a 404; one named in a parameter is a 400 (as Stripe does). */
export function noSuch(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });
}

/** The stored object, or Stripe's resource_missing error for it. */
export function existing<T>(item: T | undefined, kind: string, id: string, param?: string): T {
  if (item === undefined) throw noSuch(kind, id, param);
  return item;
}

export function cardDeclined(): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });
}
