import { Suspense } from 'react';
import type { RemoteAppProps } from '@busqy/platform-contract';
import { PlatformProvider } from './platform/PlatformContext';
import { pages } from './routes';

/** The platform contract range this remote needs (its package.json); the shell checks it on load. */
export const platformContract: string = __PLATFORM_CONTRACT_RANGE__;

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
