import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakePlatformOptions } from '@busqy/platform-contract/testing';
import { fakeApiError, fakeUser } from '@busqy/platform-contract/testing';
import type { SelectedPlan } from '@busqy/platform-contract';
import {
  expectFailureToastAndRetry,
  failsWithCode,
  pendingAuthCall,
  renderAccountPage,
  toastTitles,
} from '../../../testing/account-pages';

const plan: SelectedPlan = {
  name: 'Top Afiliado',
  price: 'R$ 79,90',
  period: '/mês',
  priceRaw: '79.90',
  interval: 'biannual',
};

const renderLogin = (options: FakePlatformOptions = {}) =>
  renderAccountPage('/login', 'Bem-vindo de volta', options);

async function fillAndSubmit(email = 'ana@example.com', password = 'segredo123') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: /Entrar|Entrando/ }));
  return user;
}

describe('Login page (/login)', () => {
  it('has required e-mail and password fields, recovery and sign-up links and a disabled Google button', async () => {
    await renderLogin();
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Senha');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Continuar com Google' })).toBeDisabled();
    expect(document.title).toBe('Login | Busqy');
  });

  it.each([
    ['both fields', '', ''],
    ['the password', 'ana@example.com', ''],
    ['the e-mail', '', 'segredo123'],
    ['a blank e-mail', '   ', 'segredo123'],
  ])('asks to fill every field when %s is missing, without signing in', async (_case, email, password) => {
    const platform = await renderLogin();
    const signIn = jest.spyOn(platform.auth, 'signIn');
    await fillAndSubmit(email, password);
    expect(toastTitles(platform)).toEqual(['Por favor, preencha todos os campos']);
    expect(platform.toast.toasts[0]?.variant).toBe('destructive');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-credential', 'Email ou senha inválidos'],
    ['auth/user-not-found', 'Usuário não encontrado'],
    ['auth/wrong-password', 'Senha incorreta'],
    ['auth/too-many-requests', 'Muitas tentativas. Tente novamente mais tarde'],
    ['auth/network-request-failed', 'Erro ao fazer login. Tente novamente.'],
  ])('shows the message for %s and lets the user try again', async (code, message) => {
    const platform = await renderLogin({ auth: { signIn: failsWithCode(code) } });
    await fillAndSubmit();
    await expectFailureToastAndRetry(platform, message, 'Entrar');
  });

  it('shows the generic message for an error without a code', async () => {
    const platform = await renderLogin({
      auth: {
        signIn: async () => {
          throw new Error('offline');
        },
      },
    });
    await fillAndSubmit();
    await waitFor(() => expect(toastTitles(platform)).toEqual(['Erro ao fazer login. Tente novamente.']));
  });

  it('signs in with the trimmed e-mail, confirms and goes to the user area when nothing is pending', async () => {
    const platform = await renderLogin();
    const signIn = jest.spyOn(platform.auth, 'signIn');
    await fillAndSubmit('  ana@example.com ', 'segredo123');
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/area-usuario', replace: true }]),
    );
    expect(signIn).toHaveBeenCalledWith('ana@example.com', 'segredo123');
    expect(toastTitles(platform)).toEqual(['Login realizado com sucesso!']);
    expect(platform.api.requests).toEqual([]);
  });

  it('has the shell prepare the sign-in service at the first focus, before the submit (contract 3.6.0)', async () => {
    const platform = await renderLogin({ contractVersion: '3.6.0' });
    const prepare = jest.spyOn(platform.auth, 'prepare');
    const signIn = jest.spyOn(platform.auth, 'signIn');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('E-mail'));
    expect(prepare).toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('ana@example.com', 'segredo123'));
  });

  it('on a 3.5.0 shell (no auth.prepare) signs in as before', async () => {
    const platform = await renderLogin({ contractVersion: '3.5.0' });
    expect(platform.auth).not.toHaveProperty('prepare');
    const signIn = jest.spyOn(platform.auth, 'signIn');
    await fillAndSubmit();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('ana@example.com', 'segredo123'));
    await waitFor(() => expect(platform.navigation.calls).toHaveLength(1));
  });

  it('shows a busy, disabled button while signing in and ignores a second submit', async () => {
    const { call: signIn, finish } = pendingAuthCall();
    const platform = await renderLogin({ auth: { signIn } });
    const user = await fillAndSubmit();

    const busy = screen.getByRole('button', { name: 'Entrando...' });
    expect(busy).toBeDisabled();
    await user.type(screen.getByLabelText('Senha'), '{Enter}');
    expect(signIn).toHaveBeenCalledTimes(1);

    await act(async () => finish(fakeUser()));
    expect(toastTitles(platform)).toEqual(['Login realizado com sucesso!']);
  });

  it('with a selected plan, creates a checkout session and leaves for its url', async () => {
    const platform = await renderLogin({
      storage: { selectedPlan: plan, loginRedirectUrl: '/upsell' },
      api: { 'POST /create-checkout-session': { url: 'https://checkout.example.com/c/pay_123' } },
    });
    await fillAndSubmit('ana@example.com');
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([
        { type: 'assign', url: 'https://checkout.example.com/c/pay_123' },
      ]),
    );
    expect(platform.api.requests).toEqual([
      {
        method: 'POST',
        path: '/create-checkout-session',
        body: { userEmail: 'ana@example.com', planName: 'Top Afiliado', interval: 'biannual' },
      },
    ]);
    expect(toastTitles(platform)).toEqual(['Login realizado com sucesso!']);
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  });

  it.each([
    ['the API fails', fakeApiError(500, { error: 'stripe down' })],
    ['the answer has no url', {}],
  ])('when %s, logs the checkout failure, stays put and re-enables the button', async (_case, reply) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const platform = await renderLogin({
        storage: { selectedPlan: plan },
        api: { 'POST /create-checkout-session': reply },
      });
      await fillAndSubmit();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
      expect(consoleError).toHaveBeenCalledWith('Falha ao criar sessão de checkout', expect.any(Error));
      expect(platform.navigation.calls).toEqual([]);
      expect(toastTitles(platform)).toEqual(['Login realizado com sucesso!']);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('when the API refuses the checkout (a boleto waits to be paid), says so in its words and goes to the account', async () => {
    const reason =
      'Você tem um boleto aguardando pagamento. Pague o boleto para ativar sua assinatura ou aguarde o vencimento dele para escolher outra forma de pagamento.';
    const platform = await renderLogin({
      storage: { selectedPlan: plan },
      api: { 'POST /create-checkout-session': fakeApiError(409, { statusCode: 409, message: reason }) },
    });
    await fillAndSubmit();
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/area-usuario', replace: true }]),
    );
    expect(platform.toast.toasts).toEqual([
      expect.objectContaining({ title: 'Login realizado com sucesso!' }),
      { title: 'Pagamento em andamento', description: reason, variant: 'destructive' },
    ]);
  });

  it('honours a safe stored redirect once', async () => {
    const platform = await renderLogin({ storage: { loginRedirectUrl: '/upsell' } });
    await fillAndSubmit();
    await waitFor(() =>
      expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/upsell', replace: true }]),
    );
    expect(platform.storage.get('loginRedirectUrl')).toBeNull();
  });

  it.each(['//evil.com', 'https://evil.com/login'])(
    'ignores the unsafe stored redirect %s',
    async (unsafe) => {
      const platform = await renderLogin({ storage: { loginRedirectUrl: unsafe } });
      await fillAndSubmit();
      await waitFor(() =>
        expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/area-usuario', replace: true }]),
      );
      expect(platform.storage.get('loginRedirectUrl')).toBeNull();
    },
  );

  it('sends an already signed-in visitor to the user area', async () => {
    const platform = await renderLogin({ user: fakeUser() });
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/area-usuario', replace: true }]);
  });

  it('waits for the first auth result before deciding the visitor is signed in', async () => {
    const platform = await renderLogin({ authLoading: true });
    expect(platform.navigation.calls).toEqual([]);
    act(() => platform.auth.setState({ loading: false, user: fakeUser() }));
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/area-usuario', replace: true }]);
  });
});
