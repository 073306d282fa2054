import { screen } from '@testing-library/react';
import { renderRemote } from '@busqy/shell/fake-platform';
import RemoteApp from './App';

describe('marketing RemoteApp', () => {
  it('renders the About page for /sobre', async () => {
    renderRemote(RemoteApp, { path: '/sobre' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'O único app que encontra e publica ofertas automaticamente',
    );
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it.each(['/', '/planos', '/bio', '/termos', '/solucoes', '/constructor'])(
    'renders the platform NotFound for %s, which has no page yet',
    (path) => {
      renderRemote(RemoteApp, { path });
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    },
  );
});
