import { Suspense, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { Platform } from '../../../platform/contract';
import type { RemoteRegistry } from '../api/remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteRouteProps {
  remote: string;
  /** The route pattern from the runtime config, passed on unchanged. */
  path: string;
  platform: Platform;
  registry: RemoteRegistry;
}

/** One route served by a remote: error boundary → Suspense with the shell spinner → the remote App. */
export function RemoteRoute({ remote, path, platform, registry }: RemoteRouteProps) {
  // Held in state: the same lazy component across renders, a fresh one after "Tentar novamente".
  const [RemoteApp, setRemoteApp] = useState(() => registry.component(remote));
  return (
    <RemoteErrorBoundary remote={remote} onRetry={() => setRemoteApp(() => registry.reload(remote))}>
      <Suspense fallback={<Spinner />}>
        <RemoteApp path={path} platform={platform} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
