import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testRuntimeConfig } from '../../../testing/test-config';
import { createRemoteRegistry, registerRuntimeRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('remote registry', () => {
  test('registers every remote of the runtime config by name and remoteEntry.js', () => {
    registerRuntimeRemotes(testRuntimeConfig());
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: 'http://marketing.remote.test/remoteEntry.js' },
      { name: 'account', entry: 'http://account.remote.test/remoteEntry.js' },
      { name: 'checkout', entry: 'http://checkout.remote.test/remoteEntry.js' },
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  test('hands out one component per remote until it is reloaded', () => {
    const registry = createRemoteRegistry(jest.fn());
    const first = registry.component('marketing');
    expect(registry.component('marketing')).toBe(first);
    expect(registry.component('account')).not.toBe(first);
    const reloaded = registry.reload('marketing');
    expect(reloaded).not.toBe(first);
    expect(registry.component('marketing')).toBe(reloaded);
  });
});
