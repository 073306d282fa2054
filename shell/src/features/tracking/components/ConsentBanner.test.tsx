import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONSENT_STORAGE_KEY } from '../stores/consent-store';
import { fakeRemoteModule } from '../../../testing/fake-remotes';
import { createFetchMock } from '../../../testing/fetch-mock';
import { renderShell } from '../../../testing/render-shell';
import { testRuntimeConfig } from '../../../testing/test-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

type PixelQueue = { fbq?: { queue: unknown[][] } };
const pixelCalls = () => (window as PixelQueue).fbq?.queue ?? [];
const footer = () => within(screen.getByRole('contentinfo'));

beforeEach(() => {
  localStorage.clear();
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) => fakeRemoteModule(id.split('/')[0] ?? id) as never);
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { _fbq?: unknown })._fbq;
});

test("the footer's 'Preferências de cookies' reopens the choice; withdrawing it stops the pixel", async () => {
  const fetchMock = createFetchMock({ 'POST /meta-capi': { body: { ok: true } } });
  const config = { ...testRuntimeConfig(), tracking: { metaPixelId: '123' } };
  const { shell } = await renderShell({ config, fetchMock });
  act(() => shell.tags.start());
  await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
  expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();

  await userEvent.click(footer().getByRole('button', { name: 'Preferências de cookies' }));
  const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
  expect(banner).toHaveFocus();

  await userEvent.click(within(banner).getByRole('button', { name: 'Recusar' }));
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  const before = pixelCalls().length;
  shell.platform.tracking.track('cadastro');
  expect(pixelCalls()).toHaveLength(before);
  // The server event does not depend on the browser tags.
  expect(fetchMock.calls('POST /meta-capi')).toHaveLength(1);
});

test('without tag ids there is nothing to consent to: no footer control', async () => {
  await renderShell();
  expect(footer().queryByRole('button', { name: 'Preferências de cookies' })).toBeNull();
});
