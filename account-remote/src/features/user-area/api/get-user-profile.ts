import type { ApiClient, AuthUser } from '@busqy/platform-contract';
import type { UserProfile } from '../types/user-profile';

/** SPEC §7 GET /api/users/{uid}: the user object with profile and subscription fields. */
export function getUserProfile(api: ApiClient, uid: string, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(`/api/users/${encodeURIComponent(uid)}`, { signal });
}

/** The basic profile from the sign-in data, used when the API cannot answer (SPEC §7). */
export function basicProfile(user: AuthUser): UserProfile {
  // AuthUser's fields are the sign-in service's part of the User object (SPEC §3).
  return { ...user };
}
