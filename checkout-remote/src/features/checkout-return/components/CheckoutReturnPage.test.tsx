import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApiHandler, FakeApiRoutes } from '@busqy/platform-contract/testing';
import { createFakePlatform, fakeApiError, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';

function renderReturn(url: string, api: FakeApiRoutes | FakeApiHandler = {}) {
  // A spinner that shows whether a label was given (the fake's own defaults to 'Carregando...').
  const Spinner = ({ label }: { label?: string }) => <p role="status">{label ?? '(sem rótulo)'}</p>;
  const platform = createFakePlatform({ api, components: { Spinner } });
  const view = renderRemote(RemoteApp, { path: '/checkout-return', platform, initialEntries: [url] });
  return { ...view, platform };
}

const never = () => new Promise<never>(() => undefined);

describe('Checkout return page (/checkout-return)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("shows 'Carregando...' while the session status is unknown", async () => {
    const { platform } = renderReturn('/checkout-return?session_id=cs_1', never);
    await waitFor(() =>
      expect(platform.api.requests).toEqual([{ method: 'GET', path: '/session-status?session_id=cs_1' }]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(document.title).toBe('Verificando pagamento | Busqy');
  });

  it("returns to /checkout when the session is still 'open'", async () => {
    const { platform } = renderReturn('/checkout-return?session_id=cs_open', {
      'GET /session-status?session_id=cs_open': { status: 'open', customer_email: 'ana@example.com' },
    });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/checkout', replace: true }]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it("goes to payment success with the session id when 'complete'", async () => {
    const { platform } = renderReturn('/checkout-return?session_id=cs_test_a1%2Bb', {
      'GET /session-status': { status: 'complete', customer_email: 'ana@example.com' },
    });
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([
        { type: 'go', path: '/payment-success?session_id=cs_test_a1%2Bb', replace: true },
      ]),
    );
    expect(platform.api.requests[0]?.path).toBe('/session-status?session_id=cs_test_a1%2Bb');
  });

  it('tells a user whose second payment was cancelled and refunded, instead of celebrating it', async () => {
    const notice =
      'Você já tinha uma assinatura ativa: o novo pagamento foi cancelado e o valor será estornado.';
    const { platform } = renderReturn('/checkout-return?session_id=cs_dup', {
      'GET /session-status?session_id=cs_dup': { status: 'complete', payment_status: 'paid', notice },
    });
    expect(
      await screen.findByRole('heading', { name: 'Você já tem uma assinatura ativa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(screen.getByRole('link', { name: 'Ir para a área do usuário' })).toHaveAttribute(
      'href',
      '/area-usuario',
    );
    expect(platform.navigation.calls).toEqual([]);
  });

  it('explains a return url without session_id and offers the plans, without calling the API', async () => {
    const { platform } = renderReturn('/checkout-return');
    expect(
      await screen.findByRole('heading', { name: 'Sessão de pagamento não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/planos');
    expect(platform.api.requests).toEqual([]);
    expect(platform.navigation.calls).toEqual([]);
  });

  it('explains a session that is neither open nor complete', async () => {
    const { platform } = renderReturn('/checkout-return?session_id=cs_old', {
      'GET /session-status': { status: 'expired' },
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento não concluído' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/planos');
    expect(platform.navigation.calls).toEqual([]);
  });

  it('reports an API error, offers the plans, and can try again', async () => {
    let replies = 0;
    const { platform } = renderReturn('/checkout-return?session_id=cs_1', () =>
      replies++ === 0 ? fakeApiError(502, { error: 'bad gateway' }) : { status: 'complete' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível verificar seu pagamento' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/planos');
    expect(consoleError).toHaveBeenCalledWith(
      'Falha ao consultar o status da sessão de checkout',
      expect.objectContaining({ status: 502 }),
    );
    expect(platform.navigation.calls).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([
        { type: 'go', path: '/payment-success?session_id=cs_1', replace: true },
      ]),
    );
    expect(platform.api.requests).toHaveLength(2);
  });

  it('treats an answer without a status as an error', async () => {
    renderReturn('/checkout-return?session_id=cs_1', { 'GET /session-status': { ok: true } });
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível verificar seu pagamento' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Falha ao consultar o status da sessão de checkout',
      expect.any(Error),
    );
  });

  it('aborts the status request when the page goes away, without navigating or logging', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    try {
      const { platform, unmount } = renderReturn(
        '/checkout-return?session_id=cs_1',
        () => new Promise((done) => (resolve = done)),
      );
      await waitFor(() => expect(platform.api.requests).toHaveLength(1));
      unmount();
      expect(abort).toHaveBeenCalledTimes(1);
      resolve({ status: 'open' });
      await new Promise((done) => setTimeout(done, 0));
      expect(platform.navigation.calls).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      abort.mockRestore();
    }
  });
});
