import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { createFakePlatform, fakeUser, renderRemote } from '@busqy/platform-contract/testing';
import RemoteApp from '../../../App';

describe('Account confirmation page (/account-confirmation)', () => {
  it('confirms the account, offers 7 free days with the full shared countdown and starts the app', async () => {
    const countdownProps: unknown[] = [];
    const platform = createFakePlatform({
      user: fakeUser(),
      components: {
        TrialCountdown: (props) => {
          countdownProps.push(props);
          return <div data-testid="trial-countdown" />;
        },
      },
    });
    renderRemote(RemoteApp, { path: '/account-confirmation', platform });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conta criada com sucesso' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7 dias grátis')).toBeInTheDocument();
    expect(screen.getByTestId('trial-countdown')).toBeInTheDocument();
    // Defaults: days, hours, minutes, seconds and the progress bar.
    expect(countdownProps.at(-1)).toEqual({});
    expect(screen.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute(
      'href',
      'https://app.example.com/login',
    );
    expect(document.title).toBe('Conta criada | Busqy');
  });

  it('sends the pv_cadastro_confirmado event once per visit, even under StrictMode', async () => {
    const platform = createFakePlatform({ user: fakeUser() });
    render(
      <StrictMode>
        <RemoteApp path="/account-confirmation" platform={platform} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Conta criada com sucesso' });
    expect(platform.tracking.events).toEqual([{ event: 'pv_cadastro_confirmado' }]);
  });
});
