import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeApiError, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import type { FakePlatformOptions } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';
import { catalogApi } from '../../../testing/catalog-fixtures';
import { expectSentToSignup, renderWithCatalog } from '../../../testing/render-with-catalog';

async function renderPromo(url: string, options: FakePlatformOptions = {}, path = url.split('?')[0]!) {
  const view = renderWithCatalog(url, options, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const card = (name: string) => screen.getByRole('article', { name });
const takeDiscount = (plan: string) =>
  userEvent.click(within(card(plan)).getByRole('button', { name: 'Garantir meu desconto' }));

/** The selected plan the promo page stores for BF40: the coupon id names the plan and the period. */
function bf40Selection(plan: { id: string; name: string }, interval: 'month' | 'biannual', priceRaw: string) {
  return {
    name: plan.name,
    price: `R$ ${priceRaw.replace('.', ',')}`,
    period: '/mês',
    priceRaw,
    interval,
    couponCode: 'BF40',
    couponId: `promo_BF40_${plan.id}_${interval}`,
  };
}

describe('promo page: promo resolution display (SPEC §2, §4, §9)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('blackfriday: BF40, 40% prices, a countdown; campaign and ref saved to storage', async () => {
    const { platform } = await renderPromo('/planos-promo?promo=BlackFriday&campaign=x&ref=y');
    expect(platform.api.requests[0]?.path).toBe('/api/catalog/promos/BlackFriday');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Black Friday Busqy');
    expect(screen.getByText('40% de desconto em todos os planos, só até o fim do dia')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('BF40');
    expect(screen.getByRole('timer', { name: 'Tempo restante da oferta' })).toBeInTheDocument();
    // Semiannual by default: 33,30 − 40% = 19,98 per month, struck-through 33,30.
    expect(within(card('Profissional')).getByText('R$ 19,98')).toBeInTheDocument();
    expect(within(card('Profissional')).getByText('R$ 33,30').closest('s')).not.toBeNull();
    // The toggle keeps SPEC §9's semiannual badge; the 40% is on the cards, for both periods.
    expect(screen.getByRole('radio', { name: 'Semestral 33% OFF' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Mensal' }));
    expect(within(card('Profissional')).getByText('R$ 29,94')).toBeInTheDocument();
    expect(platform.storage.get('campaign_id')).toBe('x');
    expect(platform.storage.get('referral')).toBe('y');
    expect(document.title).toBe('Black Friday Busqy | Busqy');
  });

  it.each([
    ['/promo?parceiro=blackfriday', 'blackfriday'],
    ['/afiliado?afiliado=joana', 'joana'],
    ['/planos-promo?promo=novo&parceiro=blackfriday', 'novo'],
    ['/planos-promo', 'novo'],
  ])('%s asks the catalog for %s', async (url, code) => {
    const { platform } = await renderPromo(url);
    expect(platform.api.requests[0]?.path).toBe(`/api/catalog/promos/${code}`);
  });

  it('novo: BUSQYNOVO10, 10% prices and no countdown; nothing stored without campaign or ref', async () => {
    const { platform } = await renderPromo('/planos-promo?promo=novo');
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('BUSQYNOVO10');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card('Profissional')).getByText('R$ 29,97')).toBeInTheDocument();
    expect(platform.storage.get('campaign_id')).toBeNull();
    expect(platform.storage.get('referral')).toBeNull();
  });

  it('copies the coupon and says Cupom copiado!', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = await renderPromo('/planos-promo?promo=blackfriday');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar cupom' }));
    expect(writeText).toHaveBeenCalledWith('BF40');
    await waitFor(() => expect(platform.toast.toasts[0]).toMatchObject({ title: 'Cupom copiado!' }));
  });

  it('says so when the clipboard refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = await renderPromo('/planos-promo?promo=blackfriday');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar cupom' }));
    await waitFor(() =>
      expect(platform.toast.toasts[0]).toMatchObject({
        title: 'Não foi possível copiar o cupom',
        variant: 'destructive',
      }),
    );
  });

  it('shows the countdown ticking down to the end of the day', async () => {
    // 22:00 in São Paulo (UTC-3), the promos' time zone.
    jest.useFakeTimers({ now: new Date(Date.UTC(2025, 10, 29, 1, 0, 0, 0)), advanceTimers: true });
    await renderPromo('/planos-promo?promo=blackfriday');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('02horas00minutos00segundos');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('01horas59minutos58segundos');
  });

  it('a malformed code (400) offers the regular plans instead of a retry', async () => {
    await renderPromo('/planos-promo?promo=x', {
      api: catalogApi({ 'GET /api/catalog/promos/x': fakeApiError(400, { message: 'bad' }) }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Este link de promoção não é válido');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos');
  });

  it('a failed load shows an error with a retry', async () => {
    let fail = true;
    const platform = createFakePlatform({
      api: catalogApi({
        'GET /api/catalog/promos/novo': (request: { method: 'GET'; path: string }) => {
          if (fail) throw fakeApiError(502);
          return catalogApi()({ ...request, path: '/api/catalog/promos/novo' });
        },
      }),
    });
    renderRemote(RemoteApp, {
      path: '/planos-promo',
      platform,
      initialEntries: ['/planos-promo?promo=novo'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta oferta.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('BUSQYNOVO10');
  });
});

describe('plan selection on the promo page (SPEC §4)', () => {
  it('signed out: saves the discounted plan with coupon code and id, redirect back to this promo, /cadastro', async () => {
    const { platform } = await renderPromo('/planos-promo?promo=blackfriday&campaign=x');
    await takeDiscount('Top Afiliado');
    expect(platform.storage.get('selectedPlan')).toEqual(
      bf40Selection({ id: 'top-afiliado', name: 'Top Afiliado' }, 'biannual', '47.94'),
    );
    expectSentToSignup(platform, '/planos-promo?promo=blackfriday&campaign=x');
    expect(platform.tracking.events).toEqual([]);
    expect(platform.checkout.calls).toEqual([]);
  });

  it('signed in: checkout_iniciado, then the platform opens the checkout tab (overlay and watch are its own)', async () => {
    const { platform } = await renderPromo('/promo?promo=blackfriday', { user: fakeUser() });
    await userEvent.click(screen.getByRole('radio', { name: 'Mensal' }));
    await takeDiscount('Profissional');
    expect(platform.storage.get('selectedPlan')).toEqual(
      bf40Selection({ id: 'profissional', name: 'Profissional' }, 'month', '29.94'),
    );
    expect(platform.tracking.events).toEqual([
      {
        event: 'checkout_iniciado',
        data: { subscription_plan: 'Profissional', interval: 'month', value: 29.94, coupon: 'BF40' },
      },
    ]);
    expect(platform.checkout.calls).toEqual(['open']);
    expect(platform.navigation.calls).toEqual([]);
    expect(platform.storage.get('loginRedirectUrl')).toBeNull();
  });
});
