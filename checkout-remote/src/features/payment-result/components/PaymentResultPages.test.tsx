import { screen } from '@testing-library/react';
import type { FakePlatformOptions } from '@busqy/platform-contract/testing';
import { createFakePlatform, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';
import { proofOfPaymentUrl } from './PaymentAwaitedPage';

function renderPage(path: string, url = path, options: FakePlatformOptions = {}) {
  const platform = createFakePlatform({ user: fakeUser(), ...options });
  return renderRemote(RemoteApp, { path, platform, initialEntries: [url] });
}

describe('Payment confirmed (/payment-success)', () => {
  it('confirms, links to the platform and sends pagamento_confirmado and PVNewSubs once', async () => {
    const { platform, rerender } = renderPage(
      '/payment-success',
      '/payment-success?planName=Top%20Afiliado&interval=month&price=119.90',
    );
    expect(await screen.findByRole('heading', { name: 'Pagamento confirmado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
      'href',
      platform.links.webAppLogin,
    );
    const data = { subscription_plan: 'Top Afiliado', interval: 'month', value: 119.9 };
    expect(platform.tracking.events).toEqual([
      { event: 'pagamento_confirmado', data },
      { event: 'PVNewSubs', data },
    ]);
    rerender(<></>);
    expect(platform.tracking.events).toHaveLength(2);
  });

  it('uses the default price 1.0 and the stored plan when the address names neither', async () => {
    const { platform } = renderPage('/payment-success', '/payment-success?session_id=cs_1', {
      storage: {
        selectedPlan: {
          name: 'Elite',
          price: 'R$ 187,90',
          period: '/mês',
          priceRaw: '187.90',
          interval: 'month',
        },
      },
    });
    await screen.findByRole('heading', { name: 'Pagamento confirmado' });
    expect(platform.tracking.events.map((event) => event.data)).toEqual([
      { subscription_plan: 'Elite', interval: 'month', value: 1 },
      { subscription_plan: 'Elite', interval: 'month', value: 1 },
    ]);
  });

  it('treats a price that is not a number as the default', async () => {
    const { platform } = renderPage('/payment-success', '/payment-success?planName=Elite&price=abc');
    await screen.findByRole('heading', { name: 'Pagamento confirmado' });
    expect(platform.tracking.events[0]?.data).toEqual({ subscription_plan: 'Elite', value: 1 });
  });
});

describe('Payment cancelled (/payment-canceled)', () => {
  it('says nothing was charged, shows the trial countdown and offers the plans and the platform', async () => {
    const { platform } = renderPage('/payment-canceled');
    expect(await screen.findByRole('heading', { name: 'Pagamento cancelado' })).toBeInTheDocument();
    expect(screen.getByText(/nenhuma cobrança foi feita/)).toBeInTheDocument();
    expect(screen.getByTestId('trial-countdown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/planos');
    expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
      'href',
      platform.links.webAppLogin,
    );
    expect(platform.tracking.events).toEqual([]);
  });
});

describe('Awaiting payment (/payment-awaited)', () => {
  it('says the plan is secured, shows the trial countdown, the WhatsApp proof button and the platform link', async () => {
    const { platform } = renderPage('/payment-awaited');
    expect(await screen.findByRole('heading', { name: 'Aguardando Pagamento' })).toBeInTheDocument();
    expect(screen.getByText(/Seu plano está garantido/)).toBeInTheDocument();
    expect(screen.getByTestId('trial-countdown')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: 'Enviar comprovante pelo WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', proofOfPaymentUrl(platform.links.whatsappSupport));
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Acessar a plataforma' })).toHaveAttribute(
      'href',
      platform.links.webAppLogin,
    );
    expect(document.title).toBe('Aguardando Pagamento | Busqy');
  });

  it('puts the proof-of-payment message in the WhatsApp link', () => {
    const url = new URL(proofOfPaymentUrl('https://wa.me/5511999999999'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5511999999999');
    expect(url.searchParams.get('text')).toMatch(/comprovante de pagamento/);
    expect(proofOfPaymentUrl('not a url')).toBe('not a url');
  });
});
