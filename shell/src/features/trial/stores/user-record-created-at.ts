import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { UserView } from '@busqy/api-types';
import type { ApiClient } from '../../../platform/contract';

interface RecordCreatedAtState {
  /** The uid whose record was read (or is being read). */
  uid: string | null;
  /** The merged record's createdAt once read; null when it has none. */
  createdAt: string | null;
  loaded: boolean;
}

export interface UserRecordCreatedAt {
  store: StoreApi<RecordCreatedAtState>;
  /** Reads the merged user record of `uid` (GET /api/users/{uid}) once; repeated calls share it. */
  load(uid: string): void;
  /**
   * React hook: the merged record's createdAt for `uid` (loading it if needed); undefined while it
   * is not known (no uid, still loading, or the API failed).
   */
  useCreatedAt(uid: string | null): string | null | undefined;
}

/**
 * SPEC §3: the user is the server record merged over the sign-in data, so the trial starts at the
 * merged record's createdAt, not at the sign-in service's own creation time (issue 12 item 3).
 */
export function createUserRecordCreatedAt(api: Pick<ApiClient, 'get'>): UserRecordCreatedAt {
  const store = createStore<RecordCreatedAtState>(() => ({ uid: null, createdAt: null, loaded: false }));

  function load(uid: string): void {
    if (store.getState().uid === uid) return;
    store.setState({ uid, createdAt: null, loaded: false });
    api.get<Partial<UserView>>(`/api/users/${encodeURIComponent(uid)}`).then(
      (record) => {
        if (store.getState().uid !== uid) return;
        const createdAt = typeof record?.createdAt === 'string' ? record.createdAt : null;
        store.setState({ createdAt, loaded: true });
      },
      (error: unknown) => {
        console.warn('[trial] could not read the user record', error);
        // Forget the attempt, so the next page that needs it asks again.
        if (store.getState().uid === uid) store.setState({ uid: null, createdAt: null, loaded: false });
      },
    );
  }

  function useCreatedAt(uid: string | null): string | null | undefined {
    const state = useStore(store);
    useEffect(() => {
      if (uid) load(uid);
    }, [uid]);
    return uid && state.uid === uid && state.loaded ? state.createdAt : undefined;
  }

  return { store, load, useCreatedAt };
}
