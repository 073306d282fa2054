import { Profiler, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** How long hydrateInTasks waits for the commit that hydrates its node. */
const HYDRATION_WAIT_MS = 3000;

/**
 * Hydrates `children` into `container` outside act(), as a browser does: React commits, then runs
 * passive effects in a task of its own, and a visitor's tap is a task too that can come between the
 * two. `atHydration` runs in the first task after a commit hydrated `node`, then the test goes on
 * inside it (act's environment flag stays off until it ends). React gives a node its props while
 * rendering, which can yield before the commit: Profiler's onRender, run in every commit of a
 * development build, tells. In jsdom React's scheduler runs on setTimeout, as this wait does, so
 * the passive effects' task comes after it. A mismatch, or no such commit in time, fails the test.
 */
export async function hydrateInTasks(
  container: Element,
  children: ReactNode,
  node: Element,
  atHydration: (root: Root) => Promise<void> | void,
): Promise<Root> {
  let hydrated = false;
  const mismatches: unknown[] = [];
  const onRender = () => {
    hydrated ||= Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  };
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  let root: Root | undefined;
  try {
    root = hydrateRoot(
      container,
      <Profiler id="hydrate-in-tasks" onRender={onRender}>
        {children}
      </Profiler>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
    const deadline = Date.now() + HYDRATION_WAIT_MS;
    while (!hydrated && mismatches.length === 0) {
      if (Date.now() > deadline) throw new Error(`no commit hydrated the node in ${HYDRATION_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (mismatches.length > 0) throw new Error(`hydration mismatch: ${String(mismatches[0])}`);
    await atHydration(root);
    return root;
  } catch (error) {
    root?.unmount();
    throw error;
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
