import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakePlatform, FakePlatformOptions } from '@busqy/platform-contract/testing';
import { fakeApiError } from '@busqy/platform-contract/testing';
import { renderAccountPage } from '../../../testing/account-pages';

const renderRecovery = (options: FakePlatformOptions = {}) =>
  renderAccountPage('/esqueci-senha', 'Recuperação de Senha', {
    api: { 'POST /api/password-reset': { ok: true } },
    ...options,
  });

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: /Enviar Email de Recuperação|Enviando/ }));
  return user;
}

const toasts = (platform: FakePlatform) =>
  platform.toast.toasts.map(({ title, description, variant }) => ({ title, description, variant }));

describe('Password recovery page (/esqueci-senha)', () => {
  it('starts idle: one e-mail field, the send button and a link back to login', async () => {
    await renderRecovery();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'seu@email.com');
    expect(screen.getByRole('button', { name: 'Enviar Email de Recuperação' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Voltar para login' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Recuperação de Senha | Busqy');
  });

  it.each(['', 'ana', 'ana@exemplo', 'ana maria@example.com'])(
    "says 'Email inválido' for %j and sends nothing",
    async (email) => {
      const platform = await renderRecovery();
      await submit(email);
      expect(screen.getByRole('alert')).toHaveTextContent('Email inválido');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(platform.api.requests).toEqual([]);
    },
  );

  it("shows 'Enviando...' while sending, then confirms naming the address", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const platform = await renderRecovery({
      api: { 'POST /api/password-reset': () => new Promise((resolve) => (answer = resolve)) },
    });
    await submit('  ana@example.com ');
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(platform.api.requests).toEqual([
      { method: 'POST', path: '/api/password-reset', body: { email: 'ana@example.com' } },
    ]);

    await act(async () => answer({ ok: true }));
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(toasts(platform)).toEqual([
      {
        title: 'Email de recuperação enviado',
        description: 'Verifique sua caixa de entrada',
        variant: 'success',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Voltar para login' })).toHaveAttribute('href', '/login');
  });

  it("'Tentar novamente' goes back to the form", async () => {
    await renderRecovery();
    const user = await submit('ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar Email de Recuperação' })).toBeEnabled();
  });

  it.each([
    [
      'the server text',
      fakeApiError(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Muitas solicitações de recuperação de senha. Tente novamente em alguns minutos.',
      }),
      'Muitas solicitações de recuperação de senha. Tente novamente em alguns minutos.',
    ],
    ['the first validation message', fakeApiError(400, { message: ['Email inválido'] }), 'Email inválido'],
    ['the generic text without one', fakeApiError(500, null), 'Ocorreu um erro ao processar sua solicitação'],
    [
      'the generic text for a server failure',
      fakeApiError(500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal server error',
      }),
      'Ocorreu um erro ao processar sua solicitação',
    ],
    [
      'the generic text when the API is unreachable',
      fakeApiError(503, { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' }),
      'Ocorreu um erro ao processar sua solicitação',
    ],
  ])('on failure, toasts with %s and returns to the form', async (_case, reply, description) => {
    const platform = await renderRecovery({ api: { 'POST /api/password-reset': reply } });
    await submit('ana@example.com');
    await waitFor(() =>
      expect(toasts(platform)).toEqual([
        { title: 'Erro ao enviar email', description, variant: 'destructive' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Enviar Email de Recuperação' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('treats a network failure like any other error', async () => {
    const platform = await renderRecovery({
      api: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await submit('ana@example.com');
    await waitFor(() =>
      expect(toasts(platform)).toEqual([
        {
          title: 'Erro ao enviar email',
          description: 'Ocorreu um erro ao processar sua solicitação',
          variant: 'destructive',
        },
      ]),
    );
  });
});
