import { useEffect, useState } from 'react';
import type { AuthState, TrialCountdownState, TypedStorage } from '../../../platform/contract';
import { computeTrialCountdown } from '../utils/trial-countdown';

export const TRIAL_TICK_MS = 1000;

interface TrialCountdownDeps {
  useAuth(): AuthState;
  storage: TypedStorage;
  now?: () => number;
}

/**
 * Builds platform.trial.useTrialCountdown. Registration date: the signed-in account's creation
 * time, else the stored registrationDate (SPEC §4). One interval per mounted hook, cleared on
 * unmount and as soon as the trial has expired.
 */
export function createUseTrialCountdown({ useAuth, storage, now = Date.now }: TrialCountdownDeps) {
  return function useTrialCountdown(): TrialCountdownState {
    const { user } = useAuth();
    const registrationDate = user?.createdAt ?? storage.get('registrationDate');
    const [time, setTime] = useState(now);
    const state = computeTrialCountdown(registrationDate, time);

    useEffect(() => {
      if (state.expired) return undefined;
      const id = setInterval(() => {
        const current = now();
        setTime(current);
        if (computeTrialCountdown(registrationDate, current).expired) clearInterval(id);
      }, TRIAL_TICK_MS);
      return () => clearInterval(id);
    }, [registrationDate, state.expired]);

    return state;
  };
}
