import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createToastService, DEFAULT_TOAST_DURATION_MS } from '../stores/toast-store';
import { Toaster } from './Toaster';

function setup() {
  const service = createToastService();
  render(<Toaster service={service} />);
  return service;
}

afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  test('announces messages in a polite live region', () => {
    const service = setup();
    act(() => service.show({ title: 'Login realizado com sucesso!', variant: 'success' }));
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('status')).toHaveTextContent('Login realizado com sucesso!');
  });

  test('destructive messages are alerts and show their description', () => {
    const service = setup();
    act(() =>
      service.show({
        title: 'Erro',
        description: 'Não foi possível configurar o checkout. Tente novamente mais tarde.',
        variant: 'destructive',
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro');
    expect(alert).toHaveTextContent('Não foi possível configurar o checkout. Tente novamente mais tarde.');
  });

  test('hides itself after its duration (default 5 s)', () => {
    jest.useFakeTimers();
    const service = setup();
    act(() => service.show({ title: 'Cupom copiado!' }));
    act(() => service.show({ title: 'Você já tem uma assinatura ativa!', durationMs: 8000 }));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS));
    expect(screen.queryByText('Cupom copiado!')).not.toBeInTheDocument();
    expect(screen.getByText('Você já tem uma assinatura ativa!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Você já tem uma assinatura ativa!')).not.toBeInTheDocument();
  });

  test('pauses while hovered and while focus is inside, then resumes with the time it had left', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const service = setup();
    act(() =>
      service.show({
        title: 'Você já tem uma assinatura ativa!',
        action: { label: 'Gerenciar Plano', onClick() {} },
      }),
    );
    const toast = screen.getByRole('status');
    act(() => jest.advanceTimersByTime(4000));
    await user.hover(toast);
    act(() => jest.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();
    await user.unhover(toast);
    act(() => jest.advanceTimersByTime(900));
    expect(toast).toBeInTheDocument();

    // Keyboard users: focus on its button holds it too.
    act(() => screen.getByRole('button', { name: 'Gerenciar Plano' }).focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Gerenciar Plano' }).blur());
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Você já tem uma assinatura ativa!')).not.toBeInTheDocument();
  });

  test('the action button runs its handler and closes the toast; Fechar closes it too', async () => {
    const service = setup();
    const onClick = jest.fn();
    act(() =>
      service.show({
        title: 'Você já tem uma assinatura ativa!',
        action: { label: 'Gerenciar Plano', onClick },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gerenciar Plano' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Você já tem uma assinatura ativa!')).not.toBeInTheDocument();

    act(() => service.show({ title: 'Cupom copiado!' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Cupom copiado!')).not.toBeInTheDocument();
  });
});
