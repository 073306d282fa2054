import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONSENT_STORAGE_KEY } from '../features/tracking/stores/consent-store';
import { fakeRemoteModule } from '../testing/fake-remotes';
import { createFetchMock } from '../testing/fetch-mock';
import { renderShell } from '../testing/render-shell';
import { testRuntimeConfig } from '../testing/test-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const scripts = () => Array.from(document.querySelectorAll('script'), (script) => script.src);

beforeEach(() => {
  localStorage.clear();
  loadRemoteMock.mockImplementation(async (id: string) => fakeRemoteModule(id.split('/')[0] ?? id));
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { _fbq?: unknown })._fbq;
});

test('without tag ids: no consent banner and no external script; the server event still goes', async () => {
  const fetchMock = createFetchMock({
    'POST /api/auth/clear-cookie': { body: { ok: true } },
    'POST /meta-capi': { body: { ok: true } },
  });
  const { shell } = await renderShell({ fetchMock });
  act(() => shell.tags.start());
  shell.platform.tracking.track('cadastro');
  expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  expect(scripts()).toEqual([]);
  expect(fetchMock.calls('POST /meta-capi')).toHaveLength(1);
});

test('with a pixel id: the banner asks first; Aceitar loads the pixel and is remembered', async () => {
  const config = { ...testRuntimeConfig(), tracking: { metaPixelId: '123' } };
  const { shell, router } = await renderShell({ config });
  act(() => shell.tags.start());
  const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
  expect(banner).toHaveTextContent('Meta e Google');
  expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/politicas-de-privacidade',
  );
  expect(scripts()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
  expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
  expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);

  // Client-side navigations count as page views (the load itself was counted at init).
  await act(() => router.navigate('/planos'));
  const queue = (window as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? [];
  expect(queue.filter(([, name]) => name === 'PageView')).toHaveLength(2);
});

test('Recusar hides the banner for good and loads nothing', async () => {
  const config = { ...testRuntimeConfig(), tracking: { googleAdsId: 'AW-1' } };
  const { shell } = await renderShell({ config });
  act(() => shell.tags.start());
  await userEvent.click(screen.getByRole('button', { name: 'Recusar' }));
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  expect(scripts()).toEqual([]);
});

test('UTM values of the landing address and of later client navigations are kept', async () => {
  const { router, shell } = await renderShell({ path: '/?utm_source=instagram&utm_campaign=bf' });
  expect(shell.platform.storage.get('utm_source')).toBe('instagram');
  await act(() => router.navigate('/planos?utm_medium=stories&utm_campaign=retarget'));
  await act(() => router.navigate('/sobre'));
  expect(shell.platform.storage.get('utm_source')).toBe('instagram');
  expect(shell.platform.storage.get('utm_medium')).toBe('stories');
  expect(shell.platform.storage.get('utm_campaign')).toBe('retarget');
});
