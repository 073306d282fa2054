/**
 * Development builds of the shell only (webpack.shared.cjs puts it first in the entry): the React
 * DevTools hook, installed before react-dom loads, keeping every renderer that registers. A remote's
 * dev server brings React Fast Refresh, but its runtime starts after the shell's react-dom, which only
 * registers with a hook present at its start; this one lets the remote's runtime find it
 * (`hook.renderers`). The DevTools extension, when installed, provides its own hook first.
 */
interface DevtoolsHook {
  renderers: Map<number, unknown>;
  supportsFiber: boolean;
  inject(renderer: unknown): number;
  onScheduleFiberRoot(): void;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
}

const scope = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook };
const installed = scope.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (installed) {
  // The shell's own Fast Refresh runtime (its dev server) runs first and installs a hook whose
  // inject() keeps no renderer: keep them, so the remotes' runtimes find react-dom too.
  const inject = installed.inject.bind(installed);
  installed.inject = (renderer) => {
    const id = inject(renderer);
    if (!installed.renderers.has(id)) installed.renderers.set(id, renderer);
    return id;
  };
} else {
  const renderers = new Map<number, unknown>();
  scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

export {};
