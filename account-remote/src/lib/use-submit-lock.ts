import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time. The ref is set synchronously, so a double click or a second Enter is
 * ignored before React re-renders the disabled button; `submitting` drives that button.
 */
export function useSubmitLock() {
  const locked = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const isLocked = useCallback(() => locked.current, []);
  const lock = useCallback(() => {
    locked.current = true;
    setSubmitting(true);
  }, []);
  const release = useCallback(() => {
    locked.current = false;
    setSubmitting(false);
  }, []);

  return { submitting, isLocked, lock, release };
}
