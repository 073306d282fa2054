import { useCountdown } from '@busqy/platform-contract/remote';
import type { AuthState, TrialCountdownState, TypedStorage } from '../../../platform/contract';
import { computeTrialCountdown } from '../utils/trial-countdown';

export const TRIAL_TICK_MS = 1000;

interface TrialCountdownDeps {
  useAuth(): AuthState;
  storage: TypedStorage;
  /** The merged user record's createdAt (undefined while unknown); see user-record-created-at. */
  useRecordCreatedAt?: (uid: string | null) => string | null | undefined;
  now?: () => number;
}

const noRecord = () => undefined;

/**
 * Builds platform.trial.useTrialCountdown. Registration date (SPEC §3/§4, issue 12): the merged
 * user record's createdAt (the signed-in user, or the cookie session's uid stored under `uid`),
 * else the sign-in service's creation time while the record is not known, else the stored
 * registrationDate. One interval per mounted hook, cleared on unmount and as soon as the trial has
 * expired.
 */
export function createUseTrialCountdown({
  useAuth,
  storage,
  useRecordCreatedAt = noRecord,
  now = Date.now,
}: TrialCountdownDeps) {
  return function useTrialCountdown(): TrialCountdownState {
    const { user } = useAuth();
    const recordCreatedAt = useRecordCreatedAt(user?.uid ?? storage.get('uid'));
    const registrationDate = recordCreatedAt ?? user?.createdAt ?? storage.get('registrationDate');
    return useCountdown(
      (time) => computeTrialCountdown(registrationDate, time),
      (state) => state.expired,
      { tickMs: TRIAL_TICK_MS, now },
    );
  };
}
