import {
  createFakePlatform,
  expectRemoteNotFound,
  expectRemoteServes,
  fakeUser,
} from '@busqy/platform-contract/testing';
import RemoteApp from './App';

describe('account RemoteApp', () => {
  it.each([
    ['/login', 'Bem-vindo de volta'],
    ['/signup', 'Crie sua conta'],
    ['/cadastro', 'Crie sua conta'],
    ['/esqueci-senha', 'Recuperação de Senha'],
    ['/account-confirmation', 'Conta criada com sucesso'],
  ])('renders the page for %s', async (path, heading) => {
    await expectRemoteServes(RemoteApp, path, heading);
  });

  it('renders the user area for /area-usuario', async () => {
    const platform = createFakePlatform({
      user: fakeUser(),
      api: { 'GET /api/users/user-1': { uid: 'user-1', email: 'ana@example.com', displayName: 'Ana' } },
    });
    await expectRemoteServes(RemoteApp, '/area-usuario', 'Minha Conta', { platform });
  });

  it('renders the platform NotFound for a route it does not serve', () => {
    expectRemoteNotFound(RemoteApp);
  });
});
