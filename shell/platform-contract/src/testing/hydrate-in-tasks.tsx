import { Profiler, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates `children` into `container` outside act(), as a browser does: React commits, then runs
 * passive effects in a task of its own, and a visitor's tap is a task too that can come between the
 * two. `atHydration` runs in the first task after a commit hydrated `node`, then the test goes on
 * inside it (act's environment flag stays off until it ends). React gives a node its props while
 * rendering, which can yield before the commit: Profiler's onRender, run in every commit, tells.
 */
export async function hydrateInTasks(
  container: Element,
  children: ReactNode,
  node: Element,
  atHydration: (root: Root) => Promise<void> | void,
): Promise<Root> {
  let hydrated = false;
  const onRender = () => {
    hydrated ||= Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  };
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const root = hydrateRoot(
      container,
      <Profiler id="hydrate-in-tasks" onRender={onRender}>
        {children}
      </Profiler>,
    );
    while (!hydrated) await new Promise((resolve) => setTimeout(resolve, 0));
    await atHydration(root);
    return root;
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
