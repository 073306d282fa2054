import { useEffect, useState } from 'react';
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
  const [left, setLeft] = useState(() => remaining(endTime, Date.now()));

  useEffect(() => {
    if (left.done) return;
    const id = setInterval(() => {
      const next = remaining(endTime, Date.now());
      setLeft(next);
      if (next.done) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [endTime, left.done]);

  return left;
}
