import { useCallback, useState } from 'react';
import { useInterval } from '@busqy/platform-contract/remote';

export interface AutoAdvance {
  index: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
}

/**
 * An index that moves to the next of `count` items every `intervalMs` while not paused, wrapping at
 * the end. Moving by hand restarts the wait, so a slide the visitor chose stays a full interval.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean): AutoAdvance {
  const [index, setIndex] = useState(0);
  // Bumped by manual moves to restart the interval.
  const [manualMoves, setManualMoves] = useState(0);

  useInterval(
    () => setIndex((current) => (current + 1) % count),
    paused || count < 2 ? null : intervalMs,
    manualMoves,
  );

  const goTo = useCallback(
    (target: number) => {
      setIndex(((target % count) + count) % count);
      setManualMoves((moves) => moves + 1);
    },
    [count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  return { index, next, previous, goTo };
}
