import type { ApiClient } from '@busqy/platform-contract';

/**
 * SPEC §4: 'If signed in and subscription_active is true …'. Reads GET /api/users/{uid}; when that
 * fails the page falls back to what sign-in knows (SPEC §7), which says nothing about a subscription.
 */
export async function hasActiveSubscription(api: ApiClient, uid: string): Promise<boolean> {
  try {
    const user = await api.get<{ subscription_active?: boolean | null }>(
      `/api/users/${encodeURIComponent(uid)}`,
    );
    return user.subscription_active === true;
  } catch (error) {
    console.warn('[marketing] could not read the subscription state', error);
    return false;
  }
}
