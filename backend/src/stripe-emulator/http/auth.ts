import type { FastifyRequest } from 'fastify';
import { StripeApiError } from '../errors';

function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

function redact(key: string): string {
  return key.length <= 8
    ? '*'.repeat(key.length)
    : `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}

function readKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, credentials = ''] = authorization.split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return credentials || undefined;
  if (scheme?.toLowerCase() === 'basic') {
    // Stripe also takes the key as the Basic-auth user name (`curl -u sk_test_…:`).
    return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || undefined;
  }
  return undefined;
}

/** Any test-mode secret key works; anything else is refused with Stripe's 401. */
export function checkApiKey(request: FastifyRequest): void {
  const key = readKey(request.headers.authorization);
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!key.startsWith('sk_test_')) throw unauthorized(`Invalid API Key provided: ${redact(key)}`);
}
