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

const plan = (name: string): SelectedPlan => ({
  name,
  price: 'R$ 49,90',
  period: '/mês',
  priceRaw: '49.90',
  interval: 'month',
});

const renderSignUp = (options: FakePlatformOptions = {}, path = '/cadastro') =>
  renderAccountPage(path, 'Crie sua conta', {
    api: { 'POST /api/users': (request: { body?: unknown }) => request.body },
    ...options,
  });

interface Fill {
  name?: string;
  email?: string;
  whatsapp?: string;
  password?: string;
}

async function fillAndSubmit(fill: Fill = {}, user = userEvent.setup()) {
  const {
    name = 'Ana Maria Souza',
    email = 'Ana.Souza@Example.COM',
    whatsapp = '',
    password = 'segredo123',
  } = fill;
  if (name) await user.type(screen.getByLabelText('Nome'), name);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (whatsapp) await user.type(screen.getByLabelText('WhatsApp (opcional)'), whatsapp);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: /Criar conta|Criando conta/ }));
  return user;
}

describe('Sign-up page (/signup and /cadastro)', () => {
  it.each(['/signup', '/cadastro'])(
    '%s shows the four fields, a disabled Google button and a login link',
    async (path) => {
      await renderSignUp({}, path);
      expect(screen.getByLabelText('Nome')).toBeRequired();
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
      expect(screen.getByLabelText('WhatsApp (opcional)')).not.toBeRequired();
      expect(screen.getByLabelText('Senha')).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('button', { name: 'Continuar com Google' })).toBeDisabled();
      expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
      expect(document.title).toBe('Cadastro | Busqy');
    },
  );

  it('keeps only digits in the WhatsApp field, up to 11, formatted as they are typed', async () => {
    await renderSignUp();
    const user = userEvent.setup();
    const whatsapp = screen.getByLabelText('WhatsApp (opcional)');
    await user.type(whatsapp, 'ab11');
    expect(whatsapp).toHaveValue('(11');
    await user.type(whatsapp, '3265432');
    expect(whatsapp).toHaveValue('(11) 3265-432');
    await user.type(whatsapp, '1');
    expect(whatsapp).toHaveValue('(11) 3265-4321');
    await user.type(whatsapp, '9');
    expect(whatsapp).toHaveValue('(11) 32654-3219');
    await user.type(whatsapp, '99');
    expect(whatsapp).toHaveValue('(11) 32654-3219');
  });

  it('says live that the password is too short, until it has 6 characters', async () => {
    await renderSignUp();
    const user = userEvent.setup();
    const message = 'A senha deve ter pelo menos 6 caracteres.';
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), '12345');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Senha'), '6');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it.each([
    ['no name', { name: '' }, 'Por favor, preencha todos os campos obrigatórios.', 'Nome'],
    ['no e-mail', { email: '' }, 'Por favor, preencha todos os campos obrigatórios.', 'E-mail'],
    ['no password', { password: '' }, 'Por favor, preencha todos os campos obrigatórios.', 'Senha'],
    ['a malformed e-mail', { email: 'ana@exemplo' }, 'Digite um email válido.', 'E-mail'],
    [
      'a short WhatsApp',
      { whatsapp: '119876' },
      'Digite um número de WhatsApp válido com DDD.',
      'WhatsApp (opcional)',
    ],
    ['a short password', { password: '12345' }, 'A senha deve ter pelo menos 6 caracteres.', 'Senha'],
  ])(
    'with %s, shows the spec message on that field and creates nothing',
    async (_case, fill, message, label) => {
      const platform = await renderSignUp();
      const signUp = jest.spyOn(platform.auth, 'signUp');
      await fillAndSubmit(fill);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(signUp).not.toHaveBeenCalled();
      expect(platform.api.requests).toEqual([]);
    },
  );

  it('clears the error once the field it is about is edited', async () => {
    await renderSignUp();
    const user = await fillAndSubmit({ email: 'ana@exemplo' });
    expect(screen.getByRole('alert')).toHaveTextContent('Digite um email válido.');
    await user.type(screen.getByLabelText('E-mail'), '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('on success', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: new Date('2025-06-10T15:30:00.000Z') });
    });
    afterEach(() => jest.useRealTimers());
    const withFakeClock = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    it('creates the account with the lowercased e-mail, its server record, local copies, event and toast', async () => {
      const platform = await renderSignUp();
      const signUp = jest.spyOn(platform.auth, 'signUp');
      await fillAndSubmit({ whatsapp: '11987654321' }, withFakeClock());

      await waitFor(() =>
        expect(platform.navigation.calls).toEqual([
          { type: 'go', path: '/account-confirmation', replace: true },
        ]),
      );
      expect(signUp).toHaveBeenCalledWith({
        email: 'ana.souza@example.com',
        password: 'segredo123',
        displayName: 'Ana Maria Souza',
      });
      expect(platform.api.requests).toEqual([
        {
          method: 'POST',
          path: '/api/users',
          body: {
            uid: 'user-1',
            email: 'ana.souza@example.com',
            displayName: 'Ana Maria Souza',
            emailVerified: false,
            phoneNumber: '11987654321',
            firstName: 'Ana',
            lastName: 'Maria Souza',
          },
        },
      ]);
      expect(platform.storage.get('userName')).toBe('Ana Maria Souza');
      expect(platform.storage.get('userEmail')).toBe('ana.souza@example.com');
      expect(platform.storage.get('userPhone')).toBe('11987654321');
      expect(platform.storage.get('userWhatsapp')).toBe('11987654321');
      expect(platform.storage.get('registrationDate')).toBe('2025-06-10T15:30:00.000Z');
      expect(platform.tracking.events).toEqual([
        {
          event: 'cadastro',
          data: {
            user: {
              email: 'ana.souza@example.com',
              name: 'Ana Maria Souza',
              phone: '11987654321',
              uid: 'user-1',
            },
          },
        },
      ]);
      expect(toastTitles(platform)).toEqual([
        'Conta criada com sucesso! Você será redirecionado para a confirmação.',
      ]);
      expect(platform.toast.toasts[0]?.variant).toBe('success');
    });

    it('keeps an existing registrationDate and stores no phone when none was given', async () => {
      const platform = await renderSignUp({ storage: { registrationDate: '2025-06-01T00:00:00.000Z' } });
      await fillAndSubmit({ name: 'Ana' }, withFakeClock());
      await waitFor(() => expect(platform.navigation.calls).toHaveLength(1));
      expect(platform.storage.get('registrationDate')).toBe('2025-06-01T00:00:00.000Z');
      expect(platform.storage.get('userPhone')).toBeNull();
      expect(platform.api.requests[0]?.body).toMatchObject({
        phoneNumber: null,
        firstName: 'Ana',
        lastName: null,
      });
    });
  });

  it.each([
    ['no plan', '/account-confirmation', undefined],
    ['the Profissional plan', '/account-confirmation', plan('Profissional')],
    ['the Top Afiliado plan', '/upsell', plan('Top Afiliado')],
    ['the Elite plan', '/upsell', plan('Elite')],
  ])('with %s chosen, goes to %s', async (_case, path, selectedPlan) => {
    const platform = await renderSignUp({ storage: selectedPlan ? { selectedPlan } : {} });
    await fillAndSubmit();
    await waitFor(() => expect(platform.navigation.calls).toEqual([{ type: 'go', path, replace: true }]));
  });

  it('only logs a failed server record, and still finishes the sign-up', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const platform = await renderSignUp({ api: { 'POST /api/users': fakeApiError(500) } });
      await fillAndSubmit();
      await waitFor(() => expect(platform.navigation.calls).toHaveLength(1));
      expect(consoleError).toHaveBeenCalledWith('Erro ao criar o registro do usuário', expect.anything());
      expect(toastTitles(platform)).toEqual([
        'Conta criada com sucesso! Você será redirecionado para a confirmação.',
      ]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it.each([
    ['auth/email-already-in-use', 'Este email já está em uso. Tente outro ou faça login.'],
    ['auth/weak-password', 'A senha deve ter pelo menos 6 caracteres.'],
    ['auth/invalid-email', 'Email inválido. Verifique e tente novamente.'],
    ['auth/network-request-failed', 'Ocorreu um erro ao criar sua conta. Tente novamente.'],
    ['auth/session-cookie-failed', 'Ocorreu um erro ao criar sua conta. Tente novamente.'],
  ])('maps %s to its message and lets the user try again', async (code, message) => {
    const platform = await renderSignUp({ auth: { signUp: failsWithCode(code) } });
    await fillAndSubmit();
    await expectFailureToastAndRetry(platform, message, 'Criar conta');
    expect(platform.api.requests).toEqual([]);
    expect(platform.tracking.events).toEqual([]);
  });

  it('shows a busy, disabled button while creating the account and ignores a second submit', async () => {
    const { call: signUp, finish } = pendingAuthCall();
    const platform = await renderSignUp({ auth: { signUp } });
    const user = await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Criando conta...' })).toBeDisabled();
    await user.type(screen.getByLabelText('Senha'), '{Enter}');
    expect(signUp).toHaveBeenCalledTimes(1);
    await act(async () => finish(fakeUser({ email: 'ana.souza@example.com' })));
    await waitFor(() => expect(platform.navigation.calls).toHaveLength(1));
  });

  it('sends a visitor who is already signed in to the user area', async () => {
    const platform = await renderSignUp({ user: fakeUser() });
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/area-usuario', replace: true }]);
  });

  it('does not treat the account it just created as an already signed-in visitor', async () => {
    const platform = await renderSignUp();
    await fillAndSubmit();
    await waitFor(() => expect(platform.navigation.calls).toHaveLength(1));
    expect(platform.auth.getState().user).not.toBeNull();
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/account-confirmation', replace: true }]);
  });
});
