import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';

import type { VerifiedIdentity } from '../identity/identity-provider';

export const AUTH_POLICY = 'busqy:auth-policy';
export type AuthPolicy = 'public' | 'authenticated' | 'optional';

/** Open route: no identity is looked up. */
export const Public = () => SetMetadata(AUTH_POLICY, 'public' satisfies AuthPolicy);

/** Needs a verified identity (session cookie or Bearer ID token); 401 otherwise. */
export const Authenticated = () => SetMetadata(AUTH_POLICY, 'authenticated' satisfies AuthPolicy);

/**
 * Open route that answers more to its owner: the identity is looked up when credentials come with the
 * request (@ViewerOrNull() reads it), and missing or invalid credentials are simply no viewer.
 */
export const OptionalAuth = () => SetMetadata(AUTH_POLICY, 'optional' satisfies AuthPolicy);

/** Request property where AuthGuard leaves the verified identity. */
export const IDENTITY_KEY = 'busqyIdentity';

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): VerifiedIdentity => {
    const request = context.switchToHttp().getRequest<Record<string, unknown>>();
    const identity = request[IDENTITY_KEY] as VerifiedIdentity | undefined;
    // Only reachable on a route without @Authenticated(): a programming error, not a client error.
    if (identity === undefined)
      throw new Error('@CurrentUser() used on a route that is not @Authenticated()');
    return identity;
  },
);

/** The verified identity on an @OptionalAuth() route, or null for an anonymous caller. */
export const ViewerOrNull = createParamDecorator(
  (_data: unknown, context: ExecutionContext): VerifiedIdentity | null => {
    const request = context.switchToHttp().getRequest<Record<string, unknown>>();
    return (request[IDENTITY_KEY] as VerifiedIdentity | undefined) ?? null;
  },
);
