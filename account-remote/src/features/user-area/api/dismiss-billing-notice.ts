import type { ApiClient } from '@busqy/platform-contract';

/** POST /api/users/{uid}/billing-notice/dismiss: the notice was read and is not shown again. */
export async function dismissBillingNotice(api: ApiClient, uid: string): Promise<void> {
  await api.post<unknown>(`/api/users/${encodeURIComponent(uid)}/billing-notice/dismiss`);
}
