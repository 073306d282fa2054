import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { FakeAuthBackend, fakeUser } from '../testing/fake-auth-backend';
import { fakeRemoteModule } from '../testing/fake-remotes';
import { renderShell } from '../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  localStorage.clear();
  loadRemoteMock.mockImplementation(async (id: string) => fakeRemoteModule(id.split('/')[0] ?? id));
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('the platform offers exactly the contract services, frozen', async () => {
  const { shell } = await renderShell();
  const { platform } = shell;
  expect(Object.keys(platform).sort()).toEqual(
    [
      'api',
      'auth',
      'billing',
      'checkout',
      'components',
      'earlyInput',
      'links',
      'navigation',
      'page',
      'social',
      'storage',
      'toast',
      'tracking',
      'trial',
      'version',
    ].sort(),
  );
  expect(Object.keys(platform.components).sort()).toEqual([
    'Link',
    'Logo',
    'NotFound',
    'SocialIcon',
    'Spinner',
    'TrialCountdown',
  ]);
  for (const value of Object.values(platform)) {
    if (typeof value === 'object') expect(Object.isFrozen(value)).toBe(true);
  }
  expect(Object.isFrozen(platform)).toBe(true);
  expect(platform.earlyInput?.marker).toEqual({ 'data-early-input': 'page' });
  expect(Object.isFrozen(platform.earlyInput?.marker)).toBe(true);
});

test("openCheckoutTab shows the shell's overlay above the page until the tab is closed", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const tab = { closed: false, location: { href: `${window.location.origin}/checkout` } };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { shell, router } = await renderShell({
      path: '/planos-promo',
      backend: new FakeAuthBackend({ user: fakeUser() }),
    });

    act(() => shell.platform.checkout.openCheckoutTab());
    expect(open).toHaveBeenCalledWith('/checkout', '_blank');
    expect(screen.getByRole('dialog', { name: 'Abrindo checkout...' })).toBeInTheDocument();

    tab.closed = true;
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/payment-canceled');
  } finally {
    jest.useRealTimers();
  }
});
