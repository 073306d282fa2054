import { screen } from '@testing-library/react';
import { createFakePlatform, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from './App';

describe('checkout RemoteApp', () => {
  it('renders the checkout-return page for /checkout-return', async () => {
    renderRemote(RemoteApp, { path: '/checkout-return', initialEntries: ['/checkout-return'] });
    expect(
      await screen.findByRole('heading', { name: 'Sessão de pagamento não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('renders the platform NotFound for a path this remote does not serve', () => {
    const platform = createFakePlatform();
    renderRemote(RemoteApp, { path: '/nao-existe', platform });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(platform.api.requests).toEqual([]);
  });

  it.each([
    ['/payment-success', 'Pagamento confirmado'],
    ['/payment-canceled', 'Pagamento cancelado'],
    ['/payment-awaited', 'Aguardando Pagamento'],
    ['/checkout', 'Finalizar Assinatura'],
  ])('serves %s', async (path, heading) => {
    renderRemote(RemoteApp, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
