import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAppModule, RemoteAppProps } from '../platform/contract';
import { FakeAuthBackend, fakeUser } from '../testing/fake-auth-backend';
import { fakeRemoteModule, receivedPlatforms, throwingRemoteModule } from '../testing/fake-remotes';
import { createFetchMock } from '../testing/fetch-mock';
import { defaultApi, renderShell } from '../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

function serveRemotes(modules: Record<string, RemoteAppModule> = {}) {
  loadRemoteMock.mockImplementation(async (id: string) => {
    const remote = id.replace(/\/App$/, '');
    return (modules[remote] ?? fakeRemoteModule(remote)) as never;
  });
}

function remoteDown(remote: string) {
  return new Error(`[ Federation Runtime ]: RUNTIME-003 Failed to get manifest of ${remote}`);
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  receivedPlatforms.length = 0;
  serveRemotes();
});

describe('remote routes', () => {
  test("a remote's platform Link navigates through the shell's router and useLocation follows it", async () => {
    function App({ path, platform }: RemoteAppProps) {
      const { Link } = platform.components;
      const { pathname, search } = platform.navigation.useLocation();
      return (
        <div>
          <h1>marketing page {path}</h1>
          <p>
            address {pathname}
            {search}
          </p>
          <Link to="/planos?promo=novo" className="cta">
            Ver planos
          </Link>
        </div>
      );
    }
    serveRemotes({ marketing: { default: App, platformContract: '^3.0.0' } });
    const { router } = await renderShell({ path: '/sobre' });
    expect(await screen.findByText('address /sobre')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver planos' });
    expect(link).toHaveAttribute('href', '/planos?promo=novo');
    expect(link).toHaveClass('cta');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'marketing page /planos' })).toBeInTheDocument();
    expect(screen.getByText('address /planos?promo=novo')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?promo=novo');
  });

  test('/ loads only the marketing remote and renders its App with the route path', async () => {
    await renderShell({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'marketing page /' })).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['marketing/App']);
  });

  test('each remote route gets its own remote and path', async () => {
    const { router } = await renderShell({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'account page /login' })).toBeInTheDocument();
    await act(() => router.navigate('/upsell'));
    expect(await screen.findByRole('heading', { name: 'checkout page /upsell' })).toBeInTheDocument();
  });

  test('the platform object keeps its identity across renders and routes', async () => {
    const { router, shell } = await renderShell({ path: '/sobre' });
    await screen.findByRole('heading', { name: 'marketing page /sobre' });
    await act(() => router.navigate('/planos'));
    await screen.findByRole('heading', { name: 'marketing page /planos' });
    expect(receivedPlatforms.length).toBeGreaterThanOrEqual(2);
    for (const platform of receivedPlatforms) expect(platform).toBe(shell.platform);
  });

  test('an unknown path shows the 404 page and loads no remote', async () => {
    await renderShell({ path: '/nao-existe' });
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  test('/#solucoes scrolls to the solutions section once the remote has rendered it', async () => {
    await renderShell({ path: '/#solucoes' });
    const section = await screen.findByText('Soluções', { selector: 'section' });
    await waitFor(() => expect(section.scrollIntoView).toHaveBeenCalled());
  });
});

describe('failures stay inside the route', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  test('a remote that cannot be loaded shows the fallback, and "Tentar novamente" loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(remoteDown('marketing'));
    await renderShell({ path: '/sobre' });

    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByText('Não foi possível carregar esta página.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await userEvent.click(within(fallback).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'marketing page /sobre' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar esta página.')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  test('a remote that throws while rendering shows the fallback and the header still navigates', async () => {
    serveRemotes({ marketing: throwingRemoteModule('marketing', '/sobre') });
    const { router } = await renderShell({ path: '/sobre' });

    expect(await screen.findByText('Não foi possível carregar esta página.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Planos' }));

    expect(router.state.location.pathname).toBe('/planos');
    expect(await screen.findByRole('heading', { name: 'marketing page /planos' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar esta página.')).not.toBeInTheDocument();
  });

  test('a remote that answers without an App component shows the fallback', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    await renderShell({ path: '/termos' });
    expect(await screen.findByText('Não foi possível carregar esta página.')).toBeInTheDocument();
  });

  test('a remote built for a contract the shell does not provide shows the fallback, not its page', async () => {
    serveRemotes({ marketing: { ...fakeRemoteModule('marketing'), platformContract: '^4.0.0' } });
    await renderShell({ path: '/sobre' });
    expect(await screen.findByText('Não foi possível carregar esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'marketing page /sobre' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('needs platform contract ^4.0.0'));
  });

  test('one remote being down does not affect the routes of another', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'checkout/App') throw remoteDown('checkout');
      return fakeRemoteModule(id.replace(/\/App$/, '')) as never;
    });
    const { router } = await renderShell({ path: '/upsell' });
    expect(await screen.findByText('Não foi possível carregar esta página.')).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'account page /login' })).toBeInTheDocument();
  });
});

describe('protected routes', () => {
  test('show the spinner while the session is being read and load no page yet', async () => {
    await renderShell({
      path: '/area-usuario',
      backend: new FakeAuthBackend({ holdFirstResult: true }),
      knownUser: true,
    });
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  test('render for a signed-in user', async () => {
    await renderShell({ path: '/area-usuario', backend: new FakeAuthBackend({ user: fakeUser() }) });
    expect(await screen.findByRole('heading', { name: 'account page /area-usuario' })).toBeInTheDocument();
  });

  test('redirect to /login when signed out and the cookie session is not valid', async () => {
    const { router, fetchMock } = await renderShell({ path: '/payment-success' });
    expect(await screen.findByRole('heading', { name: 'account page /login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.calls('GET /api/auth/check-cookie')).toHaveLength(1);
  });

  test('render when signed out of Firebase but the auth cookie is valid', async () => {
    const fetchMock = createFetchMock({
      'POST /api/auth/clear-cookie': { body: { ok: true } },
      'GET /api/auth/check-cookie': {
        body: { authenticated: true, user: { uid: 'user-1', email: 'ana@example.com', displayName: 'Ana' } },
      },
    });
    const { router } = await renderShell({ path: '/account-confirmation', fetchMock });
    expect(
      await screen.findByRole('heading', { name: 'account page /account-confirmation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-confirmation');
  });

  test('/checkout is open at the shell level (its page shows "Acesso Restrito" itself)', async () => {
    const fetchMock = defaultApi();
    await renderShell({ path: '/checkout', fetchMock });
    expect(await screen.findByRole('heading', { name: 'checkout page /checkout' })).toBeInTheDocument();
    expect(fetchMock.calls('GET /api/auth/check-cookie')).toHaveLength(0);
  });
});
