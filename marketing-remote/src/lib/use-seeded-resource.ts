import { useApiResource, type LoadingResource } from '@busqy/platform-contract/remote';
import { usePlatform } from '../platform/PlatformContext';
import { usePageSeed } from './page-seed';

/**
 * GET `path` from the API through the platform client (the remotes' one loading idiom,
 * useApiResource), starting from the answer the server already rendered this page with.
 */
export function useSeededResource<T>(path: string): LoadingResource<T> {
  const { api } = usePlatform();
  const { api: seeds } = usePageSeed();
  const seed = Object.hasOwn(seeds, path) ? { data: seeds[path] as T } : undefined;
  return useApiResource(path, (signal) => api.get<T>(path, { signal }), { seed });
}
