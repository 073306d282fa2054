import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';

import type { VerifiedIdentity } from '../identity/identity-provider';

export const AUTH_POLICY = 'busqy:auth-policy';
export type AuthPolicy = 'public' | 'authenticated';

/** Open route: no identity is looked up. */
export const Public = () => SetMetadata(AUTH_POLICY, 'public' satisfies AuthPolicy);

/** Needs a verified identity (session cookie or Bearer ID token); 401 otherwise. */
export const Authenticated = () => SetMetadata(AUTH_POLICY, 'authenticated' satisfies AuthPolicy);

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
