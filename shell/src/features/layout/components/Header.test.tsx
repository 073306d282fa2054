import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAuthBackend, fakeUser } from '../../../testing/fake-auth-backend';
import { fakeRemoteModule } from '../../../testing/fake-remotes';
import { renderShell } from '../../../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) => fakeRemoteModule(id.replace(/\/App$/, '')) as never);
  window.localStorage.clear();
});

function header() {
  return within(screen.getByRole('banner'));
}

describe('Header', () => {
  test('links to home, solutions, plans and, in new tabs, the help centre and the web app', async () => {
    await renderShell({ path: '/sobre' });
    expect(header().getByRole('link', { name: 'Busqy — página inicial' })).toHaveAttribute('href', '/');
    expect(header().getByRole('link', { name: 'Soluções' })).toHaveAttribute('href', '/#solucoes');
    expect(header().getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '/planos');

    const help = header().getByRole('link', { name: 'Central de Ajuda' });
    expect(help).toHaveAttribute('href', 'https://ajuda.example.com');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');

    const app = header().getByRole('link', { name: 'Acessar App' });
    expect(app).toHaveAttribute('href', 'https://app.example.com/login');
    expect(app).toHaveAttribute('target', '_blank');
    expect(app).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Soluções goes to the landing page section', async () => {
    const { router } = await renderShell({ path: '/sobre' });
    await userEvent.click(header().getByRole('link', { name: 'Soluções' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#solucoes');
  });

  test('logged out: Login clears the saved plan and goes to /login', async () => {
    window.localStorage.setItem('selectedPlan', JSON.stringify({ name: 'Elite', price: 'R$ 187,90' }));
    window.localStorage.setItem('userName', 'Ana');
    const { router } = await renderShell({ path: '/planos' });

    expect(header().queryByRole('link', { name: 'Minha Conta' })).not.toBeInTheDocument();
    await userEvent.click(header().getByRole('button', { name: 'Login' }));

    expect(window.localStorage.getItem('selectedPlan')).toBeNull();
    expect(window.localStorage.getItem('userName')).toBe('Ana');
    expect(router.state.location.pathname).toBe('/login');
  });

  test('logged in: Minha Conta links to the user area and there is no Login button', async () => {
    await renderShell({ path: '/', backend: new FakeAuthBackend({ user: fakeUser() }) });
    expect(header().getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/area-usuario');
    expect(header().queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  test('shows neither Login nor Minha Conta until the session is known', async () => {
    await renderShell({
      path: '/',
      backend: new FakeAuthBackend({ holdFirstResult: true }),
      knownUser: true,
    });
    expect(header().queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Minha Conta' })).not.toBeInTheDocument();
  });

  test('the hamburger opens and closes the menu and any navigation closes it', async () => {
    await renderShell({ path: '/sobre' });
    const toggle = header().getByRole('button', { name: 'Abrir menu' });
    const menu = header().getByRole('navigation', { name: 'Principal' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('data-open', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fechar menu');
    expect(menu).toHaveAttribute('data-open', 'true');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(within(menu).getByRole('link', { name: 'Planos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  test('Escape closes the open menu', async () => {
    await renderShell({ path: '/sobre' });
    await userEvent.click(header().getByRole('button', { name: 'Abrir menu' }));
    await userEvent.keyboard('{Tab}{Escape}');
    expect(header().getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('header and footer are hidden on /bio', async () => {
    await renderShell({ path: '/bio' });
    expect(await screen.findByRole('heading', { name: 'marketing page /bio' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
