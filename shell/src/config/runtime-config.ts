import type { RuntimeConfig } from '../platform/contract';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shape check, so a broken deployment fails with a clear message instead of deep in the router. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.remotes) || !isRecord(value.firebase) || !isRecord(value.links)) {
    throw new Error('runtime-config.json: remotes, firebase and links are required');
  }
  for (const [name, remote] of Object.entries(value.remotes)) {
    if (!isRecord(remote) || typeof remote.entry !== 'string' || !Array.isArray(remote.routes)) {
      throw new Error(`runtime-config.json: remote "${name}" needs an entry and routes`);
    }
    for (const route of remote.routes as unknown[]) {
      if (
        !isRecord(route) ||
        typeof route.path !== 'string' ||
        !['open', 'protected'].includes(String(route.access))
      ) {
        throw new Error(`runtime-config.json: remote "${name}" has an invalid route`);
      }
    }
  }
  return value as unknown as RuntimeConfig;
}

export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
