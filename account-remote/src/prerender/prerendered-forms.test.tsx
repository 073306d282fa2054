/**
 * A pre-rendered form is on screen before React hydrates it: what the visitor types (or the browser
 * autofills) in that time must survive hydration and be what the form submits, and the form must not
 * be submitted by the browser itself (a GET carrying the password) before React handles it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRemoteApp } from '@busqy/platform-contract/remote';
import { createFakePlatform, hydrateInTasks, type FakePlatform } from '@busqy/platform-contract/testing';
import LoginPage from '../features/login/components/LoginPage';
import PasswordRecoveryPage from '../features/password-recovery/components/PasswordRecoveryPage';
import SignUpPage from '../features/signup/components/SignUpPage';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function tree(path: string, Page: ComponentType, platform: FakePlatform) {
  const App = createRemoteApp({ [path]: Page });
  platform.navigation.visit(path);
  return <App path={path} platform={platform} />;
}

/** The server's HTML in the page, as the browser shows it before the remote's code arrives. */
function serverRendered(path: string, Page: ComponentType, platform = createFakePlatform()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(path, Page, platform));
  document.body.append(container);
  return container;
}

/** What typing does to an input no script handles yet: its value changes, and nothing else. */
function typeBeforeHydration(container: HTMLElement, name: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.value = text;
}

async function hydrate(container: HTMLElement, path: string, Page: ComponentType, platform: FakePlatform) {
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    root = hydrateRoot(container, tree(path, Page, platform), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  consoleError.mockRestore();
  expect(errors).toEqual([]); // no hydration mismatch
}

test('login: the e-mail and password typed before hydration stay on screen and are what signs in', async () => {
  const container = serverRendered('/login', LoginPage);
  const submit = container.querySelector('button[type="submit"]')!;
  // Until React handles the form, the browser cannot submit it (and put the password in the URL):
  // the shell's early-input capture takes the submit (contract 3.1.0), or the button is disabled.
  if (createFakePlatform().earlyInput) {
    expect(container.querySelector('form')).toHaveAttribute('data-early-input', 'page');
    expect(submit).toBeEnabled();
  } else {
    expect(submit).toBeDisabled();
  }
  expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  typeBeforeHydration(container, 'email', 'ana@example.com');
  typeBeforeHydration(container, 'password', 'segredo123');

  const platform = createFakePlatform();
  const signIn = jest.spyOn(platform.auth, 'signIn');
  await hydrate(container, '/login', LoginPage, platform);

  expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  expect(screen.getByLabelText('Senha')).toHaveValue('segredo123');
  const button = screen.getByRole('button', { name: 'Entrar' });
  expect(button).toBe(submit); // the server's nodes were kept
  expect(button).toBeEnabled();
  await userEvent.setup().click(button);
  await waitFor(() => expect(signIn).toHaveBeenCalledWith('ana@example.com', 'segredo123'));
});

test('sign-up: the fields typed before hydration reach the form state (the phone is formatted as typed)', async () => {
  const container = serverRendered('/signup', SignUpPage);
  typeBeforeHydration(container, 'name', 'Ana Souza');
  typeBeforeHydration(container, 'whatsapp', '11987654321');
  await hydrate(container, '/signup', SignUpPage, createFakePlatform());
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
  expect(screen.getByLabelText('WhatsApp (opcional)')).toHaveValue('(11) 98765-4321');
});

test('password recovery: the e-mail typed before hydration is the one the link is sent to', async () => {
  const container = serverRendered('/esqueci-senha', PasswordRecoveryPage);
  typeBeforeHydration(container, 'email', 'ana@example.com');
  const platform = createFakePlatform({ api: { 'POST /api/password-reset': { ok: true } } });
  await hydrate(container, '/esqueci-senha', PasswordRecoveryPage, platform);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar Email de Recuperação' }));
  await waitFor(() =>
    expect(platform.api.requests).toEqual([
      { method: 'POST', path: '/api/password-reset', body: { email: 'ana@example.com' } },
    ]),
  );
});

test('password recovery: a submit made as soon as the form hydrated, before its effects ran, sends what was typed', async () => {
  const container = serverRendered('/esqueci-senha', PasswordRecoveryPage);
  typeBeforeHydration(container, 'email', 'ana@example.com');
  const platform = createFakePlatform({ api: { 'POST /api/password-reset': { ok: true } } });
  const form = container.querySelector('form')!;
  root = await hydrateInTasks(container, tree('/esqueci-senha', PasswordRecoveryPage, platform), form, () => {
    form.requestSubmit();
    return waitFor(() =>
      expect(platform.api.requests).toEqual([
        { method: 'POST', path: '/api/password-reset', body: { email: 'ana@example.com' } },
      ]),
    );
  });
});

test.each([
  ['login', '/login', LoginPage],
  ['sign-up', '/signup', SignUpPage],
])(
  '%s submitted before hydration (early input, 3.1.0) is sent once, after hydration, with what was typed',
  async (_name, path, Page) => {
    const container = serverRendered(path, Page, createFakePlatform({ contractVersion: '3.1.0' }));
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('data-early-input', 'page');
    expect(container.querySelector('input[name="email"]')).toHaveAttribute('autocomplete', 'username');
    if (path === '/signup') typeBeforeHydration(container, 'name', 'Ana Souza');
    typeBeforeHydration(container, 'email', 'ana@example.com');
    typeBeforeHydration(container, 'password', 'segredo123');

    const platform = createFakePlatform({
      contractVersion: '3.1.0',
      api: { 'POST /api/users': { ok: true } },
    });
    const signIn = jest.spyOn(platform.auth, 'signIn');
    const signUp = jest.spyOn(platform.auth, 'signUp');
    // What the shell's capture does on replay with the submit it recorded: submits the form again,
    // now through React (shell/server/test/early-input.test.mjs tests the capture itself).
    Object.assign(platform.earlyInput!, { replay: () => form.requestSubmit() });
    await hydrate(container, path, Page, platform);

    if (path === '/login') {
      await waitFor(() => expect(signIn).toHaveBeenCalledWith('ana@example.com', 'segredo123'));
      expect(signIn).toHaveBeenCalledTimes(1);
    } else {
      await waitFor(() =>
        expect(signUp).toHaveBeenCalledWith(
          expect.objectContaining({
            email: 'ana@example.com',
            password: 'segredo123',
            displayName: 'Ana Souza',
          }),
        ),
      );
      expect(signUp).toHaveBeenCalledTimes(1);
    }
  },
);

describe('the sign-in service is prepared on the intent (auth.prepare, contract 3.6.0)', () => {
  test.each([
    ['login', '/login', LoginPage],
    ['sign-up', '/signup', SignUpPage],
  ])(
    '%s typed into before hydration prepares it once hydrated, before any submit',
    async (_name, path, Page) => {
      const container = serverRendered(path, Page, createFakePlatform({ contractVersion: '3.6.0' }));
      typeBeforeHydration(container, 'email', 'ana@example.com');
      const platform = createFakePlatform({ contractVersion: '3.6.0' });
      const prepare = jest.spyOn(platform.auth, 'prepare');
      const signIn = jest.spyOn(platform.auth, 'signIn');
      await hydrate(container, path, Page, platform);
      expect(prepare).toHaveBeenCalled();
      expect(signIn).not.toHaveBeenCalled();
    },
  );

  test('an untouched login form prepares nothing when it hydrates, nor a focus on its link; the first focus in a field does', async () => {
    const container = serverRendered('/login', LoginPage, createFakePlatform({ contractVersion: '3.6.0' }));
    const platform = createFakePlatform({ contractVersion: '3.6.0' });
    const prepare = jest.spyOn(platform.auth, 'prepare');
    await hydrate(container, '/login', LoginPage, platform);
    expect(prepare).not.toHaveBeenCalled();
    // The form's link is not an intent to sign in: the visitor may be leaving for recovery.
    act(() => screen.getByRole('link', { name: 'Esqueceu sua senha?' }).focus());
    expect(prepare).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('E-mail'));
    expect(prepare).toHaveBeenCalled();
  });

  test('password recovery signs nobody in: it prepares nothing', async () => {
    const container = serverRendered(
      '/esqueci-senha',
      PasswordRecoveryPage,
      createFakePlatform({ contractVersion: '3.6.0' }),
    );
    typeBeforeHydration(container, 'email', 'ana@example.com');
    const platform = createFakePlatform({ contractVersion: '3.6.0' });
    const prepare = jest.spyOn(platform.auth, 'prepare');
    await hydrate(container, '/esqueci-senha', PasswordRecoveryPage, platform);
    await userEvent.setup().type(screen.getByLabelText('Email'), 'x');
    expect(prepare).not.toHaveBeenCalled();
  });
});
