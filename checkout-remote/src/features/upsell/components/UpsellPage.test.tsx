import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedPlan } from '@busqy/platform-contract';
import type { FakePlatformOptions } from '@busqy/platform-contract/testing';
import { createFakePlatform, fakeApiError, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';
import { recordedUpsellOffers, upsellOffersFixture } from '../../../testing/fixtures/upsell-offers';
import type { OfferCard } from '../api/get-upsell-offers';

const monthlyTop: SelectedPlan = {
  name: 'Top Afiliado',
  price: 'R$ 119,90',
  period: '/mês',
  priceRaw: '119.90',
  interval: 'month',
};

const offersWith = (response: { offers: OfferCard[] }) => ({
  'GET /api/catalog/upsell-offers': response,
});
const firstTopOffer = () => upsellOffersFixture('Top Afiliado', 'month').offers[0] as OfferCard;

function renderUpsell(options: FakePlatformOptions = {}, url = '/upsell') {
  const platform = createFakePlatform({
    user: fakeUser(),
    storage: { selectedPlan: monthlyTop },
    api: offersWith(upsellOffersFixture('Top Afiliado', 'month')),
    ...options,
  });
  return renderRemote(RemoteApp, { path: '/upsell', platform, initialEntries: [url] });
}

describe('Upsell page (/upsell)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('goes to /planos when no plan is stored, without asking for offers', async () => {
    const { platform } = renderUpsell({ storage: {} });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/planos', replace: true }]),
    );
    expect(platform.api.requests).toEqual([]);
    expect(screen.queryByText('Aproveite as Ofertas Exclusivas')).not.toBeInTheDocument();
  });

  describe.each(recordedUpsellOffers.map(({ query, response }) => [query, response] as const))(
    'offers for %o',
    ({ plan, interval, superUpsell }, response) => {
      it('renders every offer card the API sent', async () => {
        const { offers } = response;
        const { platform } = renderUpsell(
          {
            storage: { selectedPlan: { ...monthlyTop, name: plan, interval } },
            api: offersWith(response),
          },
          superUpsell ? '/upsell?superUpsell=true' : '/upsell',
        );
        const cards = await screen.findAllByRole('article');
        expect(platform.api.requests[0]?.path).toBe(
          `/api/catalog/upsell-offers?plan=${encodeURIComponent(plan).replace(/%20/g, '+')}&interval=${interval}${superUpsell ? '&superUpsell=true' : ''}`,
        );
        expect(cards).toHaveLength(offers.length);
        offers.forEach((offer, index) => {
          const card = within(cards[index] as HTMLElement);
          expect(card.getByRole('heading', { name: offer.title })).toBeInTheDocument();
          const element = cards[index] as HTMLElement;
          expect(element.querySelector('p[class*="prices"]')).toHaveTextContent(
            `${offer.originalPrice} ${offer.price} ${offer.period}`,
          );
          expect(element.querySelector('s')).toHaveTextContent(offer.originalPrice);
          expect(element.querySelector('p[class*="discount"]')).toHaveTextContent(
            `${offer.discount} · Economize ${offer.savingsAmount}`,
          );
          if (offer.badge) expect(card.getByText(offer.badge)).toBeInTheDocument();
          const features = within(card.getByRole('list'))
            .getAllByRole('listitem')
            .map((item) => item.textContent);
          expect(features).toEqual(offer.features);
          expect(card.getByRole('button', { name: 'Aproveitar Oferta' })).toBeEnabled();
        });
        expect(cards.filter((card) => card.className.includes('highlight'))).toHaveLength(1);
      });
    },
  );

  it('shows the title, the current choice, the three reassurance blocks and the continue button', async () => {
    renderUpsell();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aproveite as Ofertas Exclusivas' }),
    ).toBeVisible();
    expect(screen.getByText('Top Afiliado')).toBeInTheDocument();
    for (const title of ['Garantia de 7 dias', 'Upgrade a qualquer momento', 'Ofertas exclusivas']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Continuar com a escolha atual' })).toBeEnabled();
    expect(document.title).toBe('Ofertas exclusivas | Busqy');
  });

  it('stores a 15-minute end time on the first visit and counts down to zero, then stops', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z') });
    const { platform } = renderUpsell();
    expect(platform.storage.get('upsellEndTime')).toBe(Date.parse('2026-01-10T12:15:00Z'));
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('13:59');
    act(() => jest.advanceTimersByTime(14 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('O tempo destas ofertas terminou');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reuses a stored end time', () => {
    jest.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z') });
    const stored = Date.parse('2026-01-10T12:05:30Z');
    const { platform } = renderUpsell({
      user: fakeUser(),
      storage: { selectedPlan: monthlyTop, upsellEndTime: stored },
    });
    expect(screen.getByRole('timer')).toHaveTextContent('05:30');
    expect(platform.storage.get('upsellEndTime')).toBe(stored);
  });

  it('still lets the visitor continue when the offers cannot be loaded', async () => {
    const { platform } = renderUpsell({ api: () => fakeApiError(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as ofertas agora');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar com a escolha atual' }));
    expect(platform.checkout.calls).toEqual(['open']);
  });

  describe('confirm dialog', () => {
    async function openDialog(options: FakePlatformOptions = {}) {
      const view = renderUpsell(options);
      const user = userEvent.setup();
      const [first] = await screen.findAllByRole('button', { name: 'Aproveitar Oferta' });
      await user.click(first as HTMLElement);
      const dialog = screen.getByRole('dialog', { name: 'Confirmar mudança de plano' });
      return { ...view, user, dialog, trigger: first as HTMLElement };
    }

    it('is a labelled native modal with the offer figures and the focus inside', async () => {
      const offer = firstTopOffer();
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
      const { dialog, user } = await openDialog();
      // A modal <dialog> (showModal): the browser keeps the page behind inert, so Tab stays inside.
      expect(dialog).toBeInstanceOf(HTMLDialogElement);
      expect(showModal.mock.contexts).toEqual([dialog]);
      expect(dialog).toHaveAttribute('open');
      showModal.mockRestore();
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(offer.title));
      const inDialog = within(dialog);
      expect(inDialog.getByText(offer.title)).toBeInTheDocument();
      expect(inDialog.getByText(offer.description)).toBeInTheDocument();
      expect(dialog.querySelector('dl')).toHaveTextContent(
        `Preço original${offer.originalPrice}Preço${offer.price} ${offer.period}` +
          `Desconto${offer.discount}Economia${offer.savingsAmount}`,
      );
      const back = inDialog.getByRole('button', { name: 'Voltar' });
      const confirm = inDialog.getByRole('button', { name: 'Confirmar' });
      expect(back).toHaveFocus();
      await user.tab();
      expect(confirm).toHaveFocus();
    });

    it('closes with Escape, Voltar and a click on the backdrop, giving focus back to the offer button', async () => {
      const { user, trigger } = await openDialog();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      await user.click(trigger);
      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      await user.click(trigger);
      await user.click(screen.getByRole('dialog'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on Escape while the purchase is being processed', async () => {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toHaveAttribute('open');
      expect(within(dialog).getByRole('button', { name: 'Processando...' })).toBeDisabled();
    });

    it('signed in: Confirmar stores the offer as the plan, tracks checkout_iniciado and opens the checkout tab', async () => {
      const offer = firstTopOffer();
      const { user, dialog, platform } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      expect(within(dialog).getByRole('button', { name: 'Processando...' })).toBeDisabled();
      const stored = {
        name: offer.checkout.planName,
        price: offer.price,
        period: offer.period,
        priceRaw: (offer.checkout.amount / 100).toFixed(2),
        interval: offer.checkout.interval,
        ...(offer.checkout.couponId ? { couponId: offer.checkout.couponId } : {}),
      };
      expect(platform.storage.get('selectedPlan')).toEqual(stored);
      expect(platform.tracking.events).toEqual([
        {
          event: 'checkout_iniciado',
          data: { subscription_plan: stored.name, interval: stored.interval, value: Number(stored.priceRaw) },
        },
      ]);
      expect(platform.checkout.calls).toEqual(['open']);
    });

    it('signed out: Confirmar remembers /upsell and goes to /login without opening checkout', async () => {
      const { user, dialog, platform } = await openDialog({ user: null });
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      expect(platform.storage.get('loginRedirectUrl')).toBe('/upsell');
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/login', replace: false }]);
      expect(platform.checkout.calls).toEqual([]);
      expect(platform.tracking.events).toEqual([]);
    });
  });

  it('Continuar com a escolha atual buys the stored plan as it is', async () => {
    const { platform } = renderUpsell();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continuar com a escolha atual' }));
    expect(platform.storage.get('selectedPlan')).toEqual(monthlyTop);
    expect(platform.tracking.events).toEqual([
      {
        event: 'checkout_iniciado',
        data: { subscription_plan: 'Top Afiliado', interval: 'month', value: 119.9 },
      },
    ]);
    expect(platform.checkout.calls).toEqual(['open']);
  });

  it('waits for the sign-in state before it lets anyone buy', async () => {
    renderUpsell({ user: null, authLoading: true });
    expect(await screen.findByRole('button', { name: 'Continuar com a escolha atual' })).toBeDisabled();
  });
});
