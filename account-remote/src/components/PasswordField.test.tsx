import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccountPage } from '../testing/account-pages';

describe.each([
  ['/login', 'Bem-vindo de volta', 'Entrar'],
  ['/cadastro', 'Crie sua conta', 'Criar conta'],
])('password visibility toggle on %s', (path, heading, submit) => {
  it('shows and hides the password without submitting the form; the field keeps its label', async () => {
    const signIn = jest.fn();
    const signUp = jest.fn();
    await renderAccountPage(path, heading, { auth: { signIn, signUp } });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Senha');
    await user.type(password, 'segredo123');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('segredo123');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Ocultar senha');

    toggle.focus();
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Toggling is not submitting.
    expect(signIn).not.toHaveBeenCalled();
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
  });
});
