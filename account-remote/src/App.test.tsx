import { screen } from '@testing-library/react';
import { createFakePlatform, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from './App';

describe('account RemoteApp', () => {
  it.each([
    ['/login', 'Bem-vindo de volta'],
    ['/signup', 'Crie sua conta'],
    ['/cadastro', 'Crie sua conta'],
    ['/esqueci-senha', 'Recuperação de Senha'],
    ['/account-confirmation', 'Conta criada com sucesso'],
  ])('renders the page for %s', async (path, heading) => {
    renderRemote(RemoteApp, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('renders the user area for /area-usuario', async () => {
    const platform = createFakePlatform({
      user: fakeUser(),
      api: { 'GET /api/users/user-1': { uid: 'user-1', email: 'ana@example.com', displayName: 'Ana' } },
    });
    renderRemote(RemoteApp, { path: '/area-usuario', platform });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha Conta' })).toBeInTheDocument();
  });

  it('renders the platform NotFound for a route it does not serve', () => {
    renderRemote(RemoteApp, { path: '/nao-existe' });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});
