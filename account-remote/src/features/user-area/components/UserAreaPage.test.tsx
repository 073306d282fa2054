import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakePlatform, FakePlatformOptions } from '@busqy/platform-contract/testing';
import {
  createFakePlatform,
  fakeApiError,
  fakeAuthError,
  fakeTrialCountdown,
  fakeUser,
  renderRemote,
} from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';
import type { UserProfile } from '../types/user-profile';
import { PLAN_PRODUCT_IDS } from '../utils/plan-display-name';

const NOON = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000;

const record = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: 'user-1',
  email: 'ana@example.com',
  displayName: 'Ana Souza',
  phoneNumber: '11987654321',
  photoURL: null,
  createdAt: '2025-01-02T12:00:00.000Z',
  firstName: 'Ana',
  lastName: 'Souza',
  emailVerified: false,
  subscription_plan: null,
  subscription_active: null,
  subscription_status: null,
  subscription_start: null,
  subscription_end: null,
  ...overrides,
});

function renderUserArea(options: FakePlatformOptions = {}) {
  const platform = createFakePlatform({
    user: fakeUser(),
    api: { 'GET /api/users/user-1': record() },
    ...options,
  });
  renderRemote(RemoteApp, { path: '/area-usuario', platform });
  return platform;
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Minha Conta' });
const card = (name: string) => within(screen.getByRole('region', { name }));
const detail = (region: string, term: string) =>
  card(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const toasts = (platform: FakePlatform) =>
  platform.toast.toasts.map(({ title, variant }) => ({ title, variant }));

describe('User area (/area-usuario)', () => {
  it('shows a skeleton of both cards, not a spinner, while the record loads', async () => {
    renderUserArea({ api: { 'GET /api/users/user-1': () => new Promise(() => undefined) } });
    const skeleton = await screen.findByRole('status', { name: 'Carregando seus dados...' });
    expect(skeleton.querySelectorAll('[class~="card"]')).toHaveLength(2);
    expect(screen.queryByText('Carregando seus dados...')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Minha Conta' })).not.toBeInTheDocument();
  });

  it('shows the profile card from GET /api/users/{uid}', async () => {
    const platform = renderUserArea();
    await loaded();
    expect(platform.api.requests).toEqual([{ method: 'GET', path: '/api/users/user-1' }]);
    expect(card('Perfil').getByText('Ana Souza', { selector: 'p' })).toBeInTheDocument();
    expect(detail('Perfil', 'Nome completo')).toBe('Ana Souza');
    expect(detail('Perfil', 'Email')).toBe('ana@example.com');
    expect(detail('Perfil', 'Telefone')).toBe('(11) 98765-4321');
    expect(detail('Perfil', 'ID do usuário')).toBe('user-1');
    expect(detail('Perfil', 'Membro desde')).toBe('02/01/2025');
    expect(document.title).toBe('Minha Conta | Busqy');
  });

  it('falls back to the stored name and phone, then to Usuário', async () => {
    renderUserArea({
      api: { 'GET /api/users/user-1': record({ displayName: null, phoneNumber: null, firstName: null }) },
      storage: { userName: 'Ana Local', userPhone: '1132654321' },
    });
    await loaded();
    expect(card('Perfil').getByText('Ana Local', { selector: 'p' })).toBeInTheDocument();
    expect(detail('Perfil', 'Telefone')).toBe('(11) 3265-4321');
    expect(card('Perfil').queryByText('Nome completo')).not.toBeInTheDocument();
  });

  it('shows Usuário and placeholders when nothing is known', async () => {
    renderUserArea({
      api: {
        'GET /api/users/user-1': record({
          displayName: null,
          phoneNumber: null,
          createdAt: null,
          photoURL: 'https://p/a.png',
        }),
      },
    });
    await loaded();
    expect(card('Perfil').getByText('Usuário', { selector: 'p' })).toBeInTheDocument();
    expect(detail('Perfil', 'Telefone')).toBe('Não informado');
    expect(detail('Perfil', 'Membro desde')).toBe('N/A');
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://p/a.png');
  });

  it.each([
    ['the Top Afiliado plan name the webhooks store', 'Top Afiliado', 'Top Afiliado'],
    ['a Stripe product id', PLAN_PRODUCT_IDS.eliteII, 'Elite II'],
    ['Free', 'Free', 'Iniciante Free'],
    ['an unknown id', 'prod_Zzz', 'prod_Zzz'],
  ])('shows the subscription with %s', async (_case, plan, name) => {
    renderUserArea({
      api: {
        'GET /api/users/user-1': record({
          subscription_plan: plan,
          subscription_active: true,
          subscription_status: 'active',
          subscription_start: NOON('2025-05-17'),
          subscription_end: NOON('2025-06-16'),
        }),
      },
    });
    await loaded();
    expect(detail('Assinatura', 'Plano')).toBe(name);
    expect(detail('Assinatura', 'Status')).toBe('Ativa');
    expect(detail('Assinatura', 'Início')).toBe('17/05/2025');
    expect(detail('Assinatura', 'Válida até')).toBe('16/06/2025');
  });

  it.each([
    [{ subscription_active: false, subscription_status: 'active' }, 'Inativa'],
    [{ subscription_active: null, subscription_status: 'past_due' }, 'past_due'],
    [{ subscription_active: null, subscription_status: null }, 'Processando'],
  ])('labels the status of %j as %s, with N/A for missing dates', async (fields, label) => {
    renderUserArea({ api: { 'GET /api/users/user-1': record({ subscription_plan: 'Elite', ...fields }) } });
    await loaded();
    expect(detail('Assinatura', 'Status')).toBe(label);
    expect(detail('Assinatura', 'Início')).toBe('N/A');
    expect(detail('Assinatura', 'Válida até')).toBe('N/A');
  });

  const REFUND_NOTICE =
    'Você já tinha uma assinatura ativa: o novo pagamento foi cancelado e o valor será estornado.';
  const withNotice = () =>
    record({ subscription_plan: 'Elite', subscription_active: true, billing_notice: REFUND_NOTICE });

  it("shows the API's billing notice (a second payment refunded) above the subscription until it is read", async () => {
    const platform = renderUserArea({
      api: { 'GET /api/users/user-1': withNotice(), 'POST /api/users/user-1/billing-notice/dismiss': {} },
    });
    await loaded();
    expect(card('Assinatura').getByRole('status')).toHaveTextContent(REFUND_NOTICE);
    expect(detail('Assinatura', 'Plano')).toBe('Elite');
    await userEvent.setup().click(card('Assinatura').getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(card('Assinatura').queryByRole('status')).not.toBeInTheDocument());
    expect(platform.api.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/users/user-1/billing-notice/dismiss' }),
    );
  });

  it('keeps the billing notice and says so when it cannot be dismissed', async () => {
    const platform = renderUserArea({
      api: {
        'GET /api/users/user-1': withNotice(),
        'POST /api/users/user-1/billing-notice/dismiss': fakeApiError(503),
      },
    });
    await loaded();
    await userEvent.setup().click(card('Assinatura').getByRole('button', { name: 'Entendi' }));
    await waitFor(() =>
      expect(toasts(platform)).toContainEqual({
        title: 'Não foi possível fechar o aviso. Tente novamente.',
        variant: 'destructive',
      }),
    );
    expect(card('Assinatura').getByRole('status')).toHaveTextContent(REFUND_NOTICE);
    expect(card('Assinatura').getByRole('button', { name: 'Entendi' })).toBeEnabled();
  });

  it('shows no billing notice when the API has none', async () => {
    renderUserArea({
      api: { 'GET /api/users/user-1': record({ subscription_plan: 'Elite', billing_notice: null }) },
    });
    await loaded();
    expect(card('Assinatura').queryByRole('status')).not.toBeInTheDocument();
  });

  it("'Gerenciar Plano' opens the billing portal (busy meanwhile)", async () => {
    let done: () => void = () => undefined;
    const openPortal = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
    renderUserArea({
      api: { 'GET /api/users/user-1': record({ subscription_plan: 'Elite', subscription_active: true }) },
      billing: { openPortal },
    });
    await loaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gerenciar Plano' }));
    expect(openPortal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Abrindo...' })).toBeDisabled();
    await act(async () => done());
    expect(screen.getByRole('button', { name: 'Gerenciar Plano' })).toBeEnabled();
  });

  it('without a plan and past the 7-day trial, invites to subscribe', async () => {
    renderUserArea({ trial: fakeTrialCountdown({ days: 0, progress: 0, expired: true }) });
    await loaded();
    expect(card('Assinatura').getByText('Você ainda não tem uma assinatura ativa')).toBeInTheDocument();
    expect(card('Assinatura').getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos');
    expect(screen.queryByTestId('trial-countdown')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerenciar Plano' })).not.toBeInTheDocument();
  });

  it('without a plan within the trial, shows the Profissional trial with days, hours and minutes', async () => {
    const countdownProps: unknown[] = [];
    renderUserArea({
      trial: fakeTrialCountdown({ days: 3, hours: 4, minutes: 5 }),
      components: {
        TrialCountdown: (props) => {
          countdownProps.push(props);
          return <div data-testid="trial-countdown" />;
        },
      },
    });
    await loaded();
    expect(card('Assinatura').getByText(/período de teste gratuito do plano/)).toHaveTextContent(
      'Você está no período de teste gratuito do plano Profissional.',
    );
    expect(screen.getByTestId('trial-countdown')).toBeInTheDocument();
    expect(countdownProps.at(-1)).toEqual({ showSeconds: false, showProgress: false });
    expect(card('Assinatura').getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
      'href',
      'https://app.example.com/login',
    );
    expect(screen.queryByText('Você ainda não tem uma assinatura ativa')).not.toBeInTheDocument();
  });

  it('when the API fails, shows the basic profile of the signed-in user and the error toast', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const platform = renderUserArea({
        user: fakeUser({ displayName: 'Ana da Silva', createdAt: '2025-03-04T12:00:00.000Z' }),
        api: { 'GET /api/users/user-1': fakeApiError(500) },
      });
      await loaded();
      expect(toasts(platform)).toEqual([
        { title: 'Erro ao carregar dados do usuário', variant: 'destructive' },
      ]);
      expect(card('Perfil').getByText('Ana da Silva', { selector: 'p' })).toBeInTheDocument();
      expect(detail('Perfil', 'Email')).toBe('ana@example.com');
      expect(detail('Perfil', 'Membro desde')).toBe('04/03/2025');
    } finally {
      consoleError.mockRestore();
    }
  });

  it("with a cookie session only and a failing API, shows 'Nenhum dado encontrado' and a way back to login", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const platform = renderUserArea({
        user: null,
        auth: { checkSession: async () => ({ uid: 'user-1', email: 'ana@example.com', displayName: null }) },
        api: { 'GET /api/users/user-1': fakeApiError(503) },
      });
      expect(await screen.findByRole('heading', { name: 'Nenhum dado encontrado' })).toBeInTheDocument();
      expect(screen.getByText('Não foi possível carregar os dados do usuário')).toBeInTheDocument();
      expect(toasts(platform)).toEqual([
        { title: 'Erro ao carregar dados do usuário', variant: 'destructive' },
      ]);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar para o login' }));
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/login', replace: false }]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('with a cookie session only, loads the record of the session uid', async () => {
    const platform = renderUserArea({
      user: null,
      auth: { checkSession: async () => ({ uid: 'user-1', email: 'ana@example.com', displayName: null }) },
    });
    await loaded();
    expect(platform.api.requests).toEqual([{ method: 'GET', path: '/api/users/user-1' }]);
  });

  it('without a user or a cookie session, goes to /login', async () => {
    const platform = renderUserArea({ user: null, auth: { checkSession: async () => null } });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/login', replace: true }]),
    );
    expect(platform.api.requests).toEqual([]);
  });

  it('waits for the first auth result before loading', async () => {
    const platform = renderUserArea({ authLoading: true, user: null });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(platform.api.requests).toEqual([]);
    act(() => platform.auth.setState({ loading: false, user: fakeUser() }));
    await loaded();
    expect(platform.api.requests).toHaveLength(1);
  });

  it('logs out: success message, then the home page (not /login)', async () => {
    const platform = renderUserArea();
    await loaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/', replace: true }]),
    );
    expect(toasts(platform)).toEqual([{ title: 'Logout realizado com sucesso', variant: 'success' }]);
    expect(platform.auth.getState().user).toBeNull();
  });

  it('says when logout fails and stays', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const platform = renderUserArea({
        auth: {
          signOut: async () => {
            throw fakeAuthError('auth/network-request-failed');
          },
        },
      });
      await loaded();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
      await waitFor(() =>
        expect(toasts(platform)).toEqual([{ title: 'Erro ao fazer logout', variant: 'destructive' }]),
      );
      expect(platform.navigation.calls).toEqual([]);
      expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
