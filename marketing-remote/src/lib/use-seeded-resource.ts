import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '../platform/PlatformContext';
import { usePageSeed } from './page-seed';

export type ApiResource<T> =
  | { status: 'loading'; data: null; error: null; retry(): void }
  | { status: 'error'; data: null; error: unknown; retry(): void }
  | { status: 'success'; data: T; error: null; retry(): void };

type Settled<T> = { path: string; attempt: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * GET `path` from the API through the platform client. Loading, error (with retry) and data; a new
 * path or a retry starts over, and an answer for an older request is dropped.
 */
export function useApiResource<T>(path: string): ApiResource<T> {
  const { api } = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The answer the server already rendered this page with (until a retry asks again).
  const { api: seeds } = usePageSeed();
  const seeded = attempt === 0 && Object.hasOwn(seeds, path);

  useEffect(() => {
    if (seeded) return undefined;
    const controller = new AbortController();
    api.get<T>(path, { signal: controller.signal }).then(
      (data) => setSettled({ path, attempt, ok: true, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ path, attempt, ok: false, error });
      },
    );
    return () => controller.abort();
  }, [api, path, attempt, seeded]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (seeded) return { status: 'success', data: seeds[path] as T, error: null, retry };
  const current = settled !== null && settled.path === path && settled.attempt === attempt ? settled : null;
  if (current === null) return { status: 'loading', data: null, error: null, retry };
  if (current.ok) return { status: 'success', data: current.data, error: null, retry };
  return { status: 'error', data: null, error: current.error, retry };
}
