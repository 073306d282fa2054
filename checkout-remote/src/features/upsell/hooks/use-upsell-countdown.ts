import { useState } from 'react';
import { useCountdown } from '@busqy/platform-contract/remote';
import { usePlatform } from '../../../platform/PlatformContext';
import { remaining, upsellEndTime } from '../utils/countdown';

/**
 * SPEC §4 'Upsell countdown': the end time is stored (upsellEndTime) on the first visit, 15 minutes
 * ahead, and reused afterwards; ticks every second and stops at zero.
 */
export function useUpsellCountdown() {
  const { storage } = usePlatform();
  const [endTime] = useState(() => {
    const { endTime: end, isNew } = upsellEndTime(storage.get('upsellEndTime'), Date.now());
    if (isNew) storage.set('upsellEndTime', end);
    return end;
  });
  return useCountdown(
    (now) => remaining(endTime, now),
    (left) => left.done,
  );
}
