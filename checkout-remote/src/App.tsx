import { Suspense } from 'react';
import type { RemoteAppProps } from '@busqy/platform-contract';
import { PlatformProvider } from './platform/PlatformContext';
import { pages } from './routes';

/** The module the shell loads as ./App: renders this remote's page for the route it matched. */
export default function RemoteApp({ path, platform }: RemoteAppProps) {
  const { NotFound, Spinner } = platform.components;
  const Page = Object.hasOwn(pages, path) ? pages[path] : undefined;
  return (
    <PlatformProvider platform={platform}>
      <Suspense fallback={<Spinner />}>{Page ? <Page /> : <NotFound />}</Suspense>
    </PlatformProvider>
  );
}
