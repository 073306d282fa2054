import type { AppConfig } from '../config/app-config';
import { FirebaseResetLinks } from '../password-reset/firebase-reset-links';
import { FirebaseIdentityProvider } from './firebase-identity-provider';

/**
 * firebase-admin treats any FIREBASE_AUTH_EMULATOR_HOST it finds in the environment, even a blank one,
 * as emulator mode and then skips token signatures. loadConfig reads ' ' as unset, so only the
 * delete in createFirebaseAdminApp (which both providers use) keeps such a value from reaching
 * getAuth() when real credentials are used.
 */
function configWith(firebase: AppConfig['firebase']): AppConfig {
  return { firebase } as AppConfig;
}

const withCredentials = configWith({
  projectId: 'demo-busqy',
  credentials: 'application-default',
  authEmulatorHost: null,
});

const builders = [
  ['FirebaseIdentityProvider', (config: AppConfig) => new FirebaseIdentityProvider(config)],
  ['FirebaseResetLinks', (config: AppConfig) => new FirebaseResetLinks(config)],
] as const;

describe('FIREBASE_AUTH_EMULATOR_HOST with real credentials', () => {
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const built: { onApplicationShutdown(): Promise<void> }[] = [];

  afterEach(async () => {
    await Promise.all(built.splice(0).map((provider) => provider.onApplicationShutdown()));
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  });

  it.each(builders)('%s deletes a blank or stale value from the environment', (_name, build) => {
    for (const leftOver of [' ', '', '127.0.0.1:9099']) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = leftOver;
      built.push(build(withCredentials));
      expect('FIREBASE_AUTH_EMULATOR_HOST' in process.env).toBe(false);
    }
  });

  it.each(builders)('%s sets the configured emulator address (emulator mode)', (_name, build) => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    built.push(
      build(
        configWith({ projectId: 'demo-busqy', credentials: 'emulator', authEmulatorHost: '127.0.0.1:9099' }),
      ),
    );
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });
});
