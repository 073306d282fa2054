import type { UserView } from '@busqy/api-types';

/**
 * SPEC §3 User: the server record merged over the sign-in data (GET /api/users/{uid}). When the API
 * cannot answer, the profile is built from the sign-in data alone, without the server's fields.
 */
export type UserProfile = Pick<UserView, 'uid' | 'email' | 'displayName'> &
  Partial<UserView> & {
    /** Older records call it phone. */
    phone?: string | null;
  };
