import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeApiError, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import type { FakePlatformOptions } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';
import { catalogApi } from '../../../testing/catalog-fixtures';
import {
  earlierSelectedPlan,
  expectSentToSignup,
  renderWithCatalog,
} from '../../../testing/render-with-catalog';

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function renderPlans(options: FakePlatformOptions = {}, path = '/planos') {
  const view = renderWithCatalog(path, options);
  await screen.findByRole('radiogroup', { name: 'Período de cobrança' });
  return view;
}

describe('plans section: toggle and prices (SPEC §4, §9)', () => {
  it('starts on the semiannual period with the 33% OFF badge and per-month prices', async () => {
    await renderPlans();
    expect(screen.getByRole('radio', { name: /Semestral/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Semestral 33% OFF' })).toBeChecked();
    const profissional = card('Profissional');
    expect(within(profissional).getByText('R$ 33,30')).toBeInTheDocument();
    expect(within(profissional).getByText('R$ 49,90')).toBeInTheDocument(); // struck through
    expect(within(profissional).getByText('R$ 199,60 a cada 6 meses')).toBeInTheDocument();
    expect(within(card('Elite')).getByText('R$ 149,90')).toBeInTheDocument();
  });

  it('switches every card to the monthly prices, original then price', async () => {
    await renderPlans();
    await userEvent.click(screen.getByRole('radio', { name: 'Mensal' }));
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    const top = card('Top Afiliado');
    expect(within(top).getByText('R$ 149,90').closest('s')).not.toBeNull();
    expect(within(top).getByText('R$ 119,90')).toBeInTheDocument();
    expect(within(card('Profissional')).getByText('R$ 49,90').closest('s')).toBeNull();
    expect(screen.queryByText('R$ 33,30')).not.toBeInTheDocument();
  });

  it('moves the choice with the arrow keys', async () => {
    await renderPlans();
    screen.getByRole('radio', { name: /Semestral/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mensal' })).toHaveFocus();
  });

  it('shows the Mais Popular badge on Top Afiliado only, with names, descriptions and features', async () => {
    await renderPlans();
    expect(screen.getAllByText('Mais Popular')).toHaveLength(1);
    expect(within(card('Top Afiliado')).getByText('Mais Popular')).toBeInTheDocument();
    expect(within(card('Elite')).getByRole('list', { name: 'Recursos do plano Elite' })).toHaveTextContent(
      'Módulo de IA',
    );
  });

  it('shows a spinner while the catalog loads, then an error with a retry that works', async () => {
    let fail = true;
    const platform = createFakePlatform({
      api: catalogApi({
        'GET /api/catalog/plans': () => {
          if (fail) throw fakeApiError(503);
          return catalogApi()({ method: 'GET', path: '/api/catalog/plans' });
        },
      }),
    });
    renderRemote(RemoteApp, { path: '/planos', platform });
    // A skeleton of the final grid (toggle + three cards), not a spinner, while the catalog loads.
    const skeleton = await screen.findByRole('status', { name: 'Carregando planos...' });
    expect(skeleton.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
    expect(screen.queryByText('Carregando planos...')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os planos.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Elite' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('plans page (/planos)', () => {
  it('clears the stored selected plan on load', async () => {
    const { platform } = await renderPlans({
      storage: { selectedPlan: earlierSelectedPlan },
    });
    expect(platform.storage.get('selectedPlan')).toBeNull();
  });

  it('lists what all plans include and a short FAQ linking to the help centre', async () => {
    await renderPlans();
    const includes = screen.getByRole('region', { name: 'Todos os planos incluem' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Suporte prioritário via chat, WhatsApp e e-mail',
      'Atualizações constantes',
      'Garantia de satisfação de 7 dias',
      'Cancele quando quiser, sem taxas extras',
    ]);
    const help = screen.getByRole('link', { name: 'Acesse a Central de Ajuda' });
    expect(help).toHaveAttribute('href', 'https://ajuda.example.com');
    expect(help).toHaveAttribute('target', '_blank');
  });
});

describe('plan selection on the main plans page (SPEC §4)', () => {
  const NOW = new Date('2025-05-10T12:00:00Z').getTime();

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function choose(name: string, options: FakePlatformOptions = {}) {
    const view = await renderPlans(options);
    await userEvent.click(within(card(name)).getByRole('button'));
    return view;
  }

  it('signed out: saves the plan, stores /upsell as the post-login redirect and goes to /cadastro', async () => {
    const { platform } = await choose('Top Afiliado');
    expect(platform.storage.get('selectedPlan')).toEqual({
      name: 'Top Afiliado',
      price: 'R$ 79,90',
      period: '/mês',
      priceRaw: '79.90',
      interval: 'biannual',
    });
    expectSentToSignup(platform, '/upsell');
    expect(platform.api.requests.some((request) => request.path.startsWith('/api/users'))).toBe(false);
  });

  it('saves the monthly price when the toggle is on Mensal', async () => {
    const { platform } = renderWithCatalog('/planos');
    await userEvent.click(await screen.findByRole('radio', { name: 'Mensal' }));
    await userEvent.click(within(card('Elite')).getByRole('button'));
    expect(platform.storage.get('selectedPlan')).toMatchObject({
      name: 'Elite',
      price: 'R$ 187,90',
      priceRaw: '187.90',
      interval: 'month',
    });
  });

  it('signed in without an active subscription: 15-minute upsell end time and /upsell', async () => {
    const { platform } = await choose('Profissional', {
      user: fakeUser({ uid: 'u-7' }),
      api: catalogApi({ 'GET /api/users/u-7': { uid: 'u-7', subscription_active: false } }),
    });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/upsell', replace: false }]),
    );
    expect(platform.storage.get('upsellEndTime')).toBe(NOW + 15 * 60 * 1000);
    expect(platform.storage.get('selectedPlan')).toMatchObject({
      name: 'Profissional',
      interval: 'biannual',
    });
    expect(platform.storage.get('loginRedirectUrl')).toBeNull();
    expect(platform.toast.toasts).toEqual([]);
  });

  it('signed in when the user record cannot be read: treated as no subscription (/upsell)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { platform } = await choose('Elite', {
      user: fakeUser({ uid: 'u-8' }),
      api: catalogApi({ 'GET /api/users/u-8': fakeApiError(500) }),
    });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/upsell', replace: false }]),
    );
  });

  it('signed in with an active subscription: 8 s toast whose Gerenciar Plano opens the billing portal, and stops', async () => {
    const { platform } = await choose('Elite', {
      user: fakeUser({ uid: 'u-9' }),
      api: catalogApi({ 'GET /api/users/u-9': { uid: 'u-9', subscription_active: true } }),
    });
    await waitFor(() => expect(platform.toast.toasts).toHaveLength(1));
    const [toast] = platform.toast.toasts;
    expect(toast).toMatchObject({ title: 'Você já tem uma assinatura ativa!', durationMs: 8000 });
    expect(toast?.action?.label).toBe('Gerenciar Plano');
    expect(platform.navigation.calls).toEqual([]);
    expect(platform.storage.get('upsellEndTime')).toBeNull();
    expect(platform.billing.portalOpens).toBe(0);
    act(() => toast?.action?.onClick());
    expect(platform.billing.portalOpens).toBe(1);
    // The plan choice is still saved (SPEC §4: 'saves the selected plan' first).
    expect(platform.storage.get('selectedPlan')).toMatchObject({ name: 'Elite' });
  });

  it('disables the other buttons while a choice is being checked', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const platform = createFakePlatform({
      user: fakeUser({ uid: 'u-10' }),
      api: catalogApi({ 'GET /api/users/u-10': () => new Promise((resolve) => (answer = resolve)) }),
    });
    renderRemote(RemoteApp, { path: '/planos', platform });
    await screen.findByRole('radiogroup');
    await userEvent.click(within(card('Elite')).getByRole('button'));
    expect(within(card('Elite')).getByRole('button')).toHaveTextContent('Carregando...');
    expect(within(card('Profissional')).getByRole('button')).toBeDisabled();
    await act(async () => answer({ subscription_active: false }));
    await waitFor(() => expect(platform.navigation.calls).toHaveLength(1));
  });
});
