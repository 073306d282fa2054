import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { FakeAuthBackend } from '../../../testing/fake-auth-backend';
import { fakeRemoteModule } from '../../../testing/fake-remotes';
import { createFetchMock } from '../../../testing/fetch-mock';
import { renderShell } from '../../../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => {
  window.localStorage.clear();
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) => fakeRemoteModule(id.replace(/\/App$/, '')) as never);
});

function cookieSession() {
  return createFetchMock({
    'POST /api/auth/clear-cookie': { body: { ok: true } },
    'GET /api/auth/check-cookie': {
      body: { authenticated: true, user: { uid: 'user-9', email: 'rui@example.com', displayName: 'Rui' } },
    },
    'GET /api/users/user-9': { body: { uid: 'user-9', createdAt: '2020-01-15T12:00:00.000Z' } },
  });
}

describe('sessions as the shell reads them (SPEC §2, issue 12 item 2)', () => {
  test('an anonymous visit to an open page loads no sign-in service and sends no auth request', async () => {
    const fetchMock = createFetchMock();
    const backend = new FakeAuthBackend();
    const listen = jest.spyOn(backend, 'onAuthStateChanged');
    const { shell } = await renderShell({ path: '/', fetchMock, backend });
    expect(await screen.findByRole('heading', { name: 'marketing page /' })).toBeInTheDocument();
    expect(shell.auth.getState()).toEqual({ user: null, loading: false });
    expect(listen).not.toHaveBeenCalled();
    expect(fetchMock.requests.filter((request) => request.url.includes('/api/auth/'))).toEqual([]);
  });

  test.each(['/payment-awaited', '/area-usuario'])(
    'a valid cookie with empty storage and no SDK session opens %s and keeps the cookie',
    async (path) => {
      const fetchMock = cookieSession();
      const { router } = await renderShell({ path, fetchMock });
      const remote = path === '/area-usuario' ? 'account' : 'checkout';
      expect(await screen.findByRole('heading', { name: `${remote} page ${path}` })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(fetchMock.calls('POST /api/auth/clear-cookie')).toHaveLength(0);
      // The session is now known: the next visit loads the sign-in service at start.
      expect(window.localStorage.getItem('uid')).toBe('user-9');
      // The trial's source, the merged user record, is read as soon as the session is known.
      expect(fetchMock.calls('GET /api/users/user-9')).toHaveLength(1);
    },
  );
});
