import { createFakePlatform, renderRemote } from '@busqy/platform-contract/testing';
import type { FakePlatform, FakePlatformOptions } from '@busqy/platform-contract/testing';
import type { SelectedPlan } from '@busqy/platform-contract';
import RemoteApp from '../App';
import { catalogApi } from './catalog-fixtures';

/**
 * Renders the remote at `url` on a fake platform whose API answers the catalog routes; `path` is the
 * route the shell would have matched (the url without its query by default). Callers wait for what
 * their page shows once the catalog arrived.
 */
export function renderWithCatalog(url: string, options: FakePlatformOptions = {}, path = url.split('?')[0]!) {
  const platform = createFakePlatform({ api: catalogApi(), ...options });
  return renderRemote(RemoteApp, { path, platform, initialEntries: [url] });
}

/** A plan chosen on an earlier visit, as the storage keeps it. */
export const earlierSelectedPlan: SelectedPlan = {
  name: 'Elite',
  price: 'R$ 149,90',
  period: '/mês',
  priceRaw: '149.90',
  interval: 'biannual',
};

/** Signed out, choosing a plan ends on /cadastro, keeping `returnTo` for after the sign-up (SPEC §4). */
export function expectSentToSignup(platform: FakePlatform, returnTo: string) {
  expect(platform.storage.get('loginRedirectUrl')).toBe(returnTo);
  expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/cadastro', replace: false }]);
}
