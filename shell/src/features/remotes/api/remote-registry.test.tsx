import { loadRemote, loadShare, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { PREVIOUS_MAJOR } from '@busqy/platform-contract';
import { createFakePlatform } from '@busqy/platform-contract/testing';
import type { RemoteAppProps } from '../../../platform/contract';
import { testRuntimeConfig } from '../../../testing/test-config';
import { RemoteErrorBoundary } from '../components/RemoteErrorBoundary';
import { registerRuntimeRemotes } from './remote-loader';
import { createRemoteRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  loadShare: jest.fn(async () => false),
  registerRemotes: jest.fn(),
  registerShared: jest.fn(),
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

  test('offers react-router-dom to 2.x remotes, loaded only when one asks for it', async () => {
    registerRuntimeRemotes(testRuntimeConfig());
    const offered = jest.mocked(registerShared).mock.calls.at(-1)?.[0]?.['react-router-dom'];
    expect(offered).toMatchObject({ scope: 'default', shareConfig: { singleton: true } });
    const get = (offered as { get: () => Promise<() => { Link: unknown }> }).get;
    const factory = await get();
    expect(factory().Link).toBe(Link);
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

  test('a remote loaded before its route renders is the component itself: nothing to suspend on', async () => {
    const App: ComponentType<RemoteAppProps> = () => null;
    const load = jest.fn(async () => ({ default: App, platformContract: '^3.0.0' }));
    const registry = createRemoteRegistry(load);
    registry.prefetch('account');
    expect(load).toHaveBeenCalledWith('account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registry.component('account')).toBe(App);
    // Not loaded yet when first asked: the lazy component that loads it.
    const other = registry.component('marketing');
    expect(other).not.toBe(App);
    expect(registry.component('marketing')).toBe(other);
  });

  test('a 2.x remote renders inside a router bridged to the shell, with the 2.x platform', async () => {
    let seen: RemoteAppProps['platform'] | null = null;
    // A 2.x page: a react-router Link, which throws outside a Router.
    const LegacyApp: ComponentType<RemoteAppProps> = ({ platform }) => {
      seen = platform;
      return <Link to="/planos?x=1">Ver planos</Link>;
    };
    const registry = createRemoteRegistry(
      async () => ({ default: LegacyApp, platformContract: '^2.0.0' }),
      '3.2.0',
    );
    const RemoteApp = registry.component('marketing');
    const platform = createFakePlatform();
    render(
      <Suspense fallback="…">
        <RemoteApp path="/" platform={platform} />
      </Suspense>,
    );
    const link = await screen.findByRole('link', { name: 'Ver planos' });
    expect(link.getAttribute('href')).toBe('/planos?x=1');
    link.click();
    expect(platform.navigation.calls).toContainEqual({ type: 'go', path: '/planos?x=1', replace: false });
    expect(seen!.version).toBe(PREVIOUS_MAJOR.version);
    expect(loadShare).toHaveBeenCalledWith('react-router-dom');
  });

  test('a remote of another major is refused (the route shows its fallback)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = createRemoteRegistry(async () => ({ default: () => null, platformContract: '^4.0.0' }));
    const RemoteApp = registry.component('checkout');
    render(
      <RemoteErrorBoundary remote="checkout" onRetry={() => undefined}>
        <Suspense fallback="…">
          <RemoteApp path="/" platform={createFakePlatform()} />
        </Suspense>
      </RemoteErrorBoundary>,
    );
    expect(await screen.findByText('Não foi possível carregar esta página.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/needs platform contract \^4\.0\.0/));
    error.mockRestore();
  });
});
