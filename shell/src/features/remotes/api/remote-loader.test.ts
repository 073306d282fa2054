import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testRuntimeConfig } from '../../../testing/test-config';
import type * as RemoteLoader from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  loadShare: jest.fn(async () => false),
  registerRemotes: jest.fn(),
  registerShared: jest.fn(),
}));

/** A fresh copy of the module (it keeps what the entry started, once per page). */
function freshLoader(): typeof RemoteLoader {
  let loader!: typeof RemoteLoader;
  jest.isolateModules(() => {
    loader = jest.requireActual('./remote-loader');
  });
  return loader;
}

const App = () => null;

describe('remote loader (the shell entry’s side)', () => {
  beforeEach(() => jest.clearAllMocks());

  test('finds the remote and route pattern of a path as the router matches it', () => {
    const { routeRemote } = freshLoader();
    const config = testRuntimeConfig();
    expect(routeRemote(config, '/login')).toEqual({ remote: 'account', path: '/login', access: 'open' });
    expect(routeRemote(config, '/Planos/')).toEqual({ remote: 'marketing', path: '/planos', access: 'open' });
    expect(routeRemote(config, '/')).toEqual({ remote: 'marketing', path: '/', access: 'open' });
    expect(routeRemote(config, '/area-usuario')).toEqual({
      remote: 'account',
      path: '/area-usuario',
      access: 'protected',
    });
    expect(routeRemote(config, '/nada-aqui')).toBeUndefined();
  });

  test('the entry registers every remote once and loads the route’s, then its page', async () => {
    const preloadPage = jest.fn(async () => undefined);
    jest.mocked(loadRemote).mockResolvedValue({ default: App, platformContract: '^3.0.0', preloadPage });
    const { startRouteRemote, takeRemoteApp, registerRuntimeRemotesOnce } = freshLoader();
    startRouteRemote(testRuntimeConfig(), '/login');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toHaveLength(3);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('account/App');
    const module = await takeRemoteApp('account');
    expect(module.default).toBe(App);
    expect(preloadPage).toHaveBeenCalledWith('/login');
    // The bootstrap's registration finds it done (the runtime warns on a second one).
    registerRuntimeRemotesOnce(testRuntimeConfig());
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['a visitor never signed in on this browser: ./App only', false, 0],
    ['a visitor signed in before (uid stored): its page too', true, 1],
  ])('a protected route for %s', async (_label, signedIn, pagePreloads) => {
    const preloadPage = jest.fn(async () => undefined);
    jest.mocked(loadRemote).mockResolvedValue({ default: App, platformContract: '^3.0.0', preloadPage });
    const { startRouteRemote, takeRemoteApp } = freshLoader();
    startRouteRemote(testRuntimeConfig(), '/area-usuario', () => signedIn);
    expect(loadRemote).toHaveBeenCalledWith('account/App');
    await takeRemoteApp('account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadPage).toHaveBeenCalledTimes(pagePreloads);
  });

  test.each([
    ['a stored uid', 'user-1', 1],
    ['an empty uid', '', 0],
  ])('the signed-in hint is SPEC §3’s uid in localStorage: %s', async (_label, uid, pagePreloads) => {
    const preloadPage = jest.fn(async () => undefined);
    jest.mocked(loadRemote).mockResolvedValue({ default: App, platformContract: '^3.0.0', preloadPage });
    window.localStorage.setItem('uid', uid);
    try {
      const { startRouteRemote, takeRemoteApp } = freshLoader();
      startRouteRemote(testRuntimeConfig(), '/area-usuario');
      await takeRemoteApp('account');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloadPage).toHaveBeenCalledTimes(pagePreloads);
    } finally {
      window.localStorage.removeItem('uid');
    }
  });

  test('a remote built for another contract runs no page code before the registry refuses it', async () => {
    const preloadPage = jest.fn(async () => undefined);
    jest.mocked(loadRemote).mockResolvedValue({ default: App, platformContract: '^4.0.0', preloadPage });
    const { startRouteRemote, takeRemoteApp } = freshLoader();
    startRouteRemote(testRuntimeConfig(), '/login');
    await takeRemoteApp('account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadPage).not.toHaveBeenCalled();
  });

  test('the early load is handed out once: a retry loads the remote again', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    const { startRouteRemote, takeRemoteApp } = freshLoader();
    startRouteRemote(testRuntimeConfig(), '/planos');
    await takeRemoteApp('marketing');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await takeRemoteApp('marketing');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  test('a remote that fails early fails for the one who takes it', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('remote down'));
    const { startRouteRemote, takeRemoteApp } = freshLoader();
    startRouteRemote(testRuntimeConfig(), '/login');
    await expect(takeRemoteApp('account')).rejects.toThrow('remote down');
  });

  test('without an inlined config the entry starts nothing; off the route table it only registers', () => {
    const { startRouteRemote } = freshLoader();
    startRouteRemote(null, '/login');
    expect(registerRemotes).not.toHaveBeenCalled();
    startRouteRemote(testRuntimeConfig(), '/nada-aqui');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
