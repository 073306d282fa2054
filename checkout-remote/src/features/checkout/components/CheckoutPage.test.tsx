import { act, screen, waitFor } from '@testing-library/react';
import type { SelectedPlan } from '@busqy/platform-contract';
import type { FakePlatformOptions } from '@busqy/platform-contract/testing';
import { createFakePlatform, fakeApiError, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';
import { loadStripeFor } from '../utils/stripe-loader';

jest.mock('../utils/stripe-loader', () => ({ loadStripeFor: jest.fn() }));

/** What @stripe/react-stripe-js's provider and element call on a Stripe object. */
function fakeStripe() {
  const mounted: HTMLElement[] = [];
  const created: { clientSecret?: string; onComplete?: () => void | Promise<void> }[] = [];
  const embedded = {
    mount: jest.fn((element: HTMLElement) => {
      mounted.push(element);
      element.appendChild(Object.assign(document.createElement('iframe'), { title: 'Pagamento seguro' }));
    }),
    unmount: jest.fn(),
    destroy: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(),
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(),
    createEmbeddedCheckoutPage: jest.fn(
      async (options: { clientSecret?: string; onComplete?: () => void | Promise<void> }) => {
        created.push(options);
        return embedded;
      },
    ),
  };
  return { stripe, embedded, mounted, created };
}

const plan: SelectedPlan = {
  name: 'Top Afiliado',
  price: 'R$ 95,92',
  period: '/mês',
  priceRaw: '95.92',
  interval: 'month',
  couponId: 'upsell_upgrade_top-afiliado_month_20',
};

const config = { emulatorUrl: 'http://127.0.0.1:12111' };

function renderCheckout(options: FakePlatformOptions = {}) {
  const platform = createFakePlatform({
    user: fakeUser({ email: 'ana@example.com' }),
    storage: { selectedPlan: plan },
    api: {
      'GET /api/checkout/config': config,
      'POST /create-embedded-checkout-session': { clientSecret: 'cs_test_1_secret_abc' },
      'GET /session-status': {
        status: 'complete',
        customer_email: 'ana@example.com',
        payment_status: 'paid',
      },
    },
    ...options,
  });
  return renderRemote(RemoteApp, { path: '/checkout', platform });
}

describe('Checkout page (/checkout)', () => {
  let consoleError: jest.SpyInstance;
  let fake: ReturnType<typeof fakeStripe>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake = fakeStripe();
    jest.mocked(loadStripeFor).mockResolvedValue(fake.stripe as never);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('signed out: Acesso Restrito with the login button, and no call to the API', async () => {
    const { platform } = renderCheckout({ user: null });
    expect(await screen.findByRole('heading', { name: 'Acesso Restrito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Finalizar Assinatura' })).toBeInTheDocument();
    expect(screen.getByText('Você precisa estar logado para acessar esta página')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer Login' })).toHaveAttribute('href', '/login');
    expect(platform.api.requests).toEqual([]);
  });

  it('waits for the sign-in state before deciding', async () => {
    const { platform } = renderCheckout({ user: null, authLoading: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('Acesso Restrito')).not.toBeInTheDocument();
    expect(platform.api.requests).toEqual([]);
  });

  it("shows 'Carregando checkout...' while the session is being created", async () => {
    renderCheckout({ api: () => new Promise(() => undefined) });
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando checkout...');
  });

  it('creates the session for the stored plan and mounts the embedded checkout with its client secret', async () => {
    const { platform } = renderCheckout();
    expect(await screen.findByTitle('Pagamento seguro')).toBeInTheDocument();
    expect(platform.api.requests).toEqual(
      expect.arrayContaining([
        {
          method: 'POST',
          path: '/create-embedded-checkout-session',
          body: {
            email: 'ana@example.com',
            planName: 'Top Afiliado',
            interval: 'month',
            couponId: 'upsell_upgrade_top-afiliado_month_20',
          },
        },
        { method: 'GET', path: '/api/checkout/config' },
      ]),
    );
    expect(loadStripeFor).toHaveBeenCalledWith(config);
    expect(fake.created).toEqual([
      { clientSecret: 'cs_test_1_secret_abc', onComplete: expect.any(Function) },
    ]);
    expect(fake.mounted).toHaveLength(1);
    expect(platform.storage.get('checkoutClientSecret')).toBe('cs_test_1_secret_abc');
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/planos');
    expect(document.title).toBe('Finalizar Assinatura | Busqy');
  });

  it('sends no couponId when the plan has none', async () => {
    const { couponId: _none, ...withoutCoupon } = plan;
    const { platform } = renderCheckout({ storage: { selectedPlan: withoutCoupon } });
    await screen.findByTitle('Pagamento seguro');
    const post = platform.api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ email: 'ana@example.com', planName: 'Top Afiliado', interval: 'month' });
  });

  it.each([
    [
      'the session cannot be created',
      { 'GET /api/checkout/config': config, 'POST /create-embedded-checkout-session': fakeApiError(400) },
    ],
    [
      'the answer has no client secret',
      { 'GET /api/checkout/config': config, 'POST /create-embedded-checkout-session': {} },
    ],
    [
      'the config cannot be read',
      { 'POST /create-embedded-checkout-session': { clientSecret: 'cs_1_secret_x' } },
    ],
  ])('shows the setup error and the destructive toast when %s', async (_case, api) => {
    const { platform } = renderCheckout({ api });
    expect(await screen.findByRole('heading', { name: 'Erro' })).toBeInTheDocument();
    expect(
      screen.getByText('Ocorreu um erro ao configurar o checkout. Por favor, tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/planos');
    expect(platform.toast.toasts).toEqual([
      {
        title: 'Erro',
        description: 'Não foi possível configurar o checkout. Tente novamente mais tarde.',
        variant: 'destructive',
      },
    ]);
    expect(fake.mounted).toEqual([]);
  });

  it('while a boleto is pending (409) says so in Portuguese and where to go, without the error toast', async () => {
    const message =
      'Você tem um boleto aguardando pagamento. Pague o boleto para ativar sua assinatura ou aguarde o vencimento dele para escolher outra forma de pagamento.';
    const { platform } = renderCheckout({
      api: {
        'GET /api/checkout/config': config,
        'POST /create-embedded-checkout-session': fakeApiError(409, { statusCode: 409, message }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento em andamento' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Minha Conta' })).toHaveAttribute(
      'href',
      '/area-usuario',
    );
    expect(platform.toast.toasts).toEqual([]);
    expect(fake.mounted).toEqual([]);
  });

  it('on completion tells the opener and closes the tab 3 s later', async () => {
    // jsdom's window.opener is a plain value: the tab was opened by the upsell page.
    window.opener = {} as Window;
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { platform } = renderCheckout();
    await screen.findByTitle('Pagamento seguro');
    jest.useFakeTimers();
    await act(async () => fake.created[0]?.onComplete?.());
    expect(platform.checkout.calls).toEqual(['succeeded']);
    expect(screen.getByText('Pagamento confirmado! Esta aba será fechada em instantes.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(close).toHaveBeenCalledTimes(1);
    expect(platform.navigation.calls).toEqual([]);
    window.opener = null;
  });

  it('on completion in a tab nobody opened, goes to payment success itself', async () => {
    const { platform } = renderCheckout();
    await screen.findByTitle('Pagamento seguro');
    await act(async () => fake.created[0]?.onComplete?.());
    expect(platform.checkout.calls).toEqual(['succeeded']);
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/payment-success', replace: false }]);
  });

  it('on completion of an unpaid boleto goes to the awaiting page (the opener reads it as a boleto)', async () => {
    window.opener = {} as Window;
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { platform } = renderCheckout({
      api: {
        'GET /api/checkout/config': config,
        'POST /create-embedded-checkout-session': { clientSecret: 'cs_test_1_secret_abc' },
        'GET /session-status': { status: 'complete', customer_email: null, payment_status: 'unpaid' },
      },
    });
    await screen.findByTitle('Pagamento seguro');
    await act(async () => fake.created[0]?.onComplete?.());
    expect(platform.api.requests).toContainEqual({
      method: 'GET',
      path: '/session-status?session_id=cs_test_1',
    });
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/payment-awaited', replace: false }]);
    expect(platform.checkout.calls).toEqual([]);
    expect(close).not.toHaveBeenCalled();
    window.opener = null;
  });

  it('sends a signed-in visitor without a chosen plan to the plans page', async () => {
    const { platform } = renderCheckout({ storage: {} });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/planos', replace: true }]),
    );
    expect(platform.api.requests).toEqual([]);
  });

  it('destroys the embedded checkout when the page goes away', async () => {
    const { unmount } = renderCheckout();
    await screen.findByTitle('Pagamento seguro');
    unmount();
    expect(fake.embedded.destroy).toHaveBeenCalled();
  });
});
