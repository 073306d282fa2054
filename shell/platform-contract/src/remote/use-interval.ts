import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delayMs` while `delayMs` is a number (null: stopped). The latest callback
 * runs without restarting the interval; a new `restartKey` starts the wait over.
 */
export function useInterval(callback: () => void, delayMs: number | null, restartKey?: unknown): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    if (delayMs === null) return undefined;
    const id = setInterval(() => latest.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs, restartKey]);
}
