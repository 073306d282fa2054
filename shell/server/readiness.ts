// What the shell server needs before it takes traffic (GET /readyz): its configuration (the route
// table, the built index.html) and every remote's mf-manifest.json reachable, or reached once
// already (a remote CDN blip must not take every shell out of rotation: pages still work from what
// the server has cached), and its warm-up over (pages/warm-up.ts, bounded). The API is not checked: a
// down API degrades pages, it does not stop them.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from './logging.js';

const TIMEOUT_MS = 2_000;

export interface ShellReadinessOptions {
  distDir: string;
  /** The run-time config: its remotes' manifests are checked. */
  runtimeConfig: () =>
    | Promise<{ remotes?: Record<string, { manifest: string }> }>
    | { remotes?: Record<string, { manifest: string }> };
  /** The route table: it must build. */
  routes: () => Promise<unknown>;
  /** The warm-up still running, said as a problem (pages/warm-up.ts); null once done or never started. */
  warmingUp?: () => string | null;
  fetchImpl?: typeof fetch;
}

/** The problems that keep the shell from being ready, none when ready. */
export function createShellReadiness({
  distDir,
  runtimeConfig,
  routes,
  warmingUp = () => null,
  fetchImpl = fetch,
}: ShellReadinessOptions): () => Promise<string[]> {
  /** Manifests that answered once: cached by the page renderer, no need to ask again. */
  const reached = new Set<string>();

  async function manifestProblem(name: string, url: string): Promise<string | null> {
    if (reached.has(url)) return null;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) return `remote ${name}: ${url} answered ${response.status}`;
      await response.arrayBuffer();
      reached.add(url);
      return null;
    } catch (error) {
      return `remote ${name}: ${url} unreachable (${errorMessage(error)})`;
    }
  }

  return async function problems() {
    const found: string[] = [];
    try {
      await routes();
    } catch (error) {
      found.push(`route table: ${errorMessage(error)}`);
    }
    try {
      await access(path.join(distDir, 'index.html'));
    } catch {
      found.push(`built shell: ${path.join(distDir, 'index.html')} missing`);
    }
    let remotes: Record<string, { manifest: string }> = {};
    try {
      remotes = (await runtimeConfig()).remotes ?? {};
    } catch (error) {
      found.push(`runtime config: ${errorMessage(error)}`);
    }
    const manifests = await Promise.all(
      Object.entries(remotes).map(([name, remote]) => manifestProblem(name, remote.manifest)),
    );
    return [...found, ...manifests, warmingUp()].filter((problem): problem is string => problem !== null);
  };
}
