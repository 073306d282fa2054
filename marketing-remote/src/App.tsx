import { createRemoteApp, pagePreloader } from '@busqy/platform-contract/remote';
import { pages } from './routes';

/** The platform contract range this remote needs (its package.json); the shell checks it on load. */
export const platformContract: string = __PLATFORM_CONTRACT_RANGE__;

/** The module the shell loads as ./App: renders this remote's page for the route it matched. */
export default createRemoteApp(pages);

/** Loads a route's page code before the shell renders it (RemoteAppModule.preloadPage). */
export const preloadPage = pagePreloader(pages);
