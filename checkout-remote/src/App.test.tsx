import { screen } from '@testing-library/react';
import { expectRemoteNotFound, expectRemoteServes, renderRemote } from '@busqy/platform-contract/testing';
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
    expectRemoteNotFound(RemoteApp);
  });

  it.each([
    ['/payment-success', 'Pagamento confirmado'],
    ['/payment-canceled', 'Pagamento cancelado'],
    ['/payment-awaited', 'Aguardando Pagamento'],
    ['/checkout', 'Finalizar Assinatura'],
  ])('serves %s', async (path, heading) => {
    await expectRemoteServes(RemoteApp, path, heading);
  });
});
