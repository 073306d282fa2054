import { screen } from '@testing-library/react';
import { createFakePlatform, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from './App';
import { catalogApi } from './testing/catalog-fixtures';

function platform() {
  return createFakePlatform({ api: catalogApi() });
}

describe('marketing RemoteApp', () => {
  it.each([
    ['/', 'O único app que encontra e publica ofertas automaticamente', 'Busqy | O único app'],
    ['/home', 'O único app que encontra e publica ofertas automaticamente', 'Busqy | O único app'],
    ['/planos', 'Planos para cada fase do seu negócio', 'Planos | Busqy'],
    ['/selecionar-plano', 'Planos para cada fase do seu negócio', 'Planos | Busqy'],
    ['/bio', 'Busqy', 'Busqy | Links'],
    ['/termos', 'Termos de Uso', 'Termos de Uso | Busqy'],
    ['/politicas-de-privacidade', 'Políticas de Privacidade', 'Políticas de Privacidade | Busqy'],
    ['/sobre', 'O único app que encontra e publica ofertas automaticamente', 'Sobre Nós | Busqy'],
    ['/solucoes', 'Automação completa para quem vive de ofertas', 'Soluções | Busqy'],
  ])('renders its page for %s, with its own title', async (path, heading, title) => {
    renderRemote(RemoteApp, { path, platform: platform() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toContain(title);
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('renders the platform NotFound for a route it does not serve', () => {
    renderRemote(RemoteApp, { path: '/constructor' });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});
