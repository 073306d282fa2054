import { useCallback, useEffect, useRef, useState } from 'react';

/** A resource with something to load. */
export type LoadingResource<T> =
  | { status: 'loading'; data: null; error: null; retry(): void }
  | { status: 'error'; data: null; error: unknown; retry(): void }
  | { status: 'success'; data: T; error: null; retry(): void };

/** A resource that may have nothing to load yet (no key): idle. */
export type ApiResource<T> = LoadingResource<T> | { status: 'idle'; data: null; error: null; retry(): void };

export interface ApiResourceOptions<T> {
  /** Data the page already has for this key (e.g. the server render's), used until a retry. */
  seed?: { data: T };
  /** Told of a failure (not of a request dropped for a newer one), e.g. to log or toast it. */
  onError?: (error: unknown) => void;
}

type Settled<T> = { key: string; attempt: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * The one way a remote loads data: `load` runs for `key` (null: nothing to load yet) and again on a
 * new key or a retry; the answer to an older request is dropped and its request aborted.
 */
export function useApiResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options?: ApiResourceOptions<T>,
): LoadingResource<T>;
export function useApiResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options?: ApiResourceOptions<T>,
): ApiResource<T>;
export function useApiResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { seed, onError }: ApiResourceOptions<T> = {},
): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest callbacks, so that a caller's inline functions do not restart the request.
  const latest = useRef({ load, onError });
  useEffect(() => {
    latest.current = { load, onError };
  });
  const seeded = attempt === 0 && seed !== undefined;

  useEffect(() => {
    if (key === null || seeded) return undefined;
    const controller = new AbortController();
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, ok: true, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.onError?.(error);
        setSettled({ key, attempt, ok: false, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt, seeded]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (key === null) return { status: 'idle', data: null, error: null, retry };
  if (seeded) return { status: 'success', data: seed.data, error: null, retry };
  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled : null;
  if (current === null) return { status: 'loading', data: null, error: null, retry };
  if (current.ok) return { status: 'success', data: current.data, error: null, retry };
  return { status: 'error', data: null, error: current.error, retry };
}
