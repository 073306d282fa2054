import { screen } from '@testing-library/react';
import { renderRemote } from '@busqy/shell/fake-platform';
import RemoteApp from './App';

describe('account RemoteApp', () => {
  it('renders the login page for /login', async () => {
    renderRemote(RemoteApp, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it.each(['/signup', '/cadastro', '/esqueci-senha', '/area-usuario', '/account-confirmation'])(
    'renders the platform NotFound for %s, which has no page yet',
    (path) => {
      renderRemote(RemoteApp, { path });
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    },
  );
});
