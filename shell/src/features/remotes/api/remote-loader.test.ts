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
    expect(routeRemote(config, '/login')).toEqual({ remote: 'account', path: '/login' });
    expect(routeRemote(config, '/Planos/')).toEqual({ remote: 'marketing', path: '/planos' });
    expect(routeRemote(config, '/')).toEqual({ remote: 'marketing', path: '/' });
    expect(routeRemote(config, '/nada-aqui')).toBeUndefined();
  });

  test('the entry registers only the route’s remote and loads it, then its page', async () => {
    const preloadPage = jest.fn(async () => undefined);
    jest.mocked(loadRemote).mockResolvedValue({ default: App, preloadPage });
    const { startRouteRemote, takeRemoteApp, registerRemainingRemotes } = freshLoader();
    startRouteRemote(testRuntimeConfig(), '/login');
    // The others wait: a share scope started with them registered fetches every remoteEntry.js.
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'account', entry: 'http://account.remote.test/remoteEntry.js' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('account/App');
    const module = await takeRemoteApp('account');
    expect(module.default).toBe(App);
    expect(preloadPage).toHaveBeenCalledWith('/login');
    expect(loadRemote).toHaveBeenCalledTimes(1);

    registerRemainingRemotes(testRuntimeConfig());
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'marketing', entry: 'http://marketing.remote.test/remoteEntry.js' },
      { name: 'checkout', entry: 'http://checkout.remote.test/remoteEntry.js' },
    ]);
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

  test('a remote that fails early fails for the one who takes it, not as an unhandled rejection', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('remote down'));
    const { startRouteRemote, takeRemoteApp } = freshLoader();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    startRouteRemote(testRuntimeConfig(), '/login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeRemoteApp('account')).rejects.toThrow('remote down');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  test('without an inlined config, or off the route table, the entry starts nothing', () => {
    const { startRouteRemote, registerRemainingRemotes } = freshLoader();
    startRouteRemote(null, '/login');
    startRouteRemote(testRuntimeConfig(), '/nada-aqui');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    registerRemainingRemotes(testRuntimeConfig());
    expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toHaveLength(3);
  });
});
