import { screen } from '@testing-library/react';
import { createFakePlatform, renderRemote } from '@busqy/shell/fake-platform';
import RemoteApp from './App';

describe('checkout RemoteApp', () => {
  it('renders the checkout-return page for /checkout-return', async () => {
    renderRemote(RemoteApp, { path: '/checkout-return', initialEntries: ['/checkout-return'] });
    expect(
      await screen.findByRole('heading', { name: 'Sessão de pagamento não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it.each(['/checkout', '/upsell', '/payment-success', '/payment-canceled', '/payment-awaited'])(
    'renders the platform NotFound for %s, which has no page yet',
    (path) => {
      const platform = createFakePlatform();
      renderRemote(RemoteApp, { path, platform });
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
      expect(platform.api.requests).toEqual([]);
    },
  );
});
