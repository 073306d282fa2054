import { NotFound } from '../components/NotFound';
import { Spinner } from '../components/Spinner';
import type { ShellApiClient } from '../lib/api-client';
import {
  PLATFORM_CONTRACT_VERSION,
  type ExternalLinks,
  type Navigation,
  type Platform,
  type PlatformAuth,
  type Toaster,
  type TypedStorage,
} from './contract';

interface PlatformParts {
  auth: PlatformAuth;
  api: ShellApiClient;
  storage: TypedStorage;
  toast: Toaster;
  navigation: Navigation;
  links: ExternalLinks;
}

/**
 * The one platform object every remote page receives. It is created once and frozen: remotes keep
 * it in a React context, so its identity must never change between renders.
 */
export function createPlatform(parts: PlatformParts): Platform {
  const { auth, api, storage, toast, navigation, links } = parts;
  return Object.freeze({
    version: PLATFORM_CONTRACT_VERSION,
    // Only the contract's members: remotes must not reach into the shell's internals.
    auth: Object.freeze({
      useAuth: auth.useAuth,
      getState: auth.getState,
      signIn: auth.signIn,
      signUp: auth.signUp,
      signOut: auth.signOut,
      checkSession: auth.checkSession,
    }),
    api: Object.freeze({ get: api.get, post: api.post, isApiError: api.isApiError }),
    storage: Object.freeze({ get: storage.get, set: storage.set, remove: storage.remove }),
    toast: Object.freeze({ show: toast.show }),
    navigation: Object.freeze({ ...navigation }),
    links: Object.freeze({ ...links }),
    components: Object.freeze({ Spinner, NotFound }),
  });
}
