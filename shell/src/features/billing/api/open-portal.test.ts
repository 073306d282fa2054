import { createApiClient } from '../../../lib/api-client';
import { createTypedStorage } from '../../../lib/storage';
import type { AuthState, ToastOptions } from '../../../platform/contract';
import { fakeUser } from '@busqy/platform-contract/testing';
import { createFetchMock, type MockAnswer } from '../../../testing/fetch-mock';
import { createBilling, PORTAL_SESSION_PATH } from './open-portal';

const PORTAL_ERROR: ToastOptions = {
  title: 'Erro',
  description: 'Não foi possível acessar o portal de gerenciamento de assinatura',
  variant: 'destructive',
};

function setup({
  auth,
  answer,
}: {
  auth: AuthState;
  answer?: MockAnswer | (() => MockAnswer | Promise<MockAnswer>);
}) {
  localStorage.clear();
  const fetchMock = createFetchMock(answer ? { [`POST ${PORTAL_SESSION_PATH}`]: answer } : {});
  const storage = createTypedStorage();
  const toasts: ToastOptions[] = [];
  const assigned: string[] = [];
  const billing = createBilling({
    api: createApiClient(fetchMock.fetch),
    auth: { getState: () => auth },
    storage,
    toast: { show: (options) => void toasts.push(options) },
    navigation: { assign: (url) => void assigned.push(url) },
  });
  return { billing, fetchMock, storage, toasts, assigned };
}

const signedIn: AuthState = { user: fakeUser({ email: 'ana@example.com' }), loading: false };
const signedOut: AuthState = { user: null, loading: false };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it("posts the signed-in user's e-mail and navigates to the portal url", async () => {
  const { billing, fetchMock, assigned, toasts } = setup({
    auth: signedIn,
    answer: { body: { url: 'https://billing.stripe.com/p/session/abc' } },
  });
  await billing.openPortal();
  expect(fetchMock.calls(`POST ${PORTAL_SESSION_PATH}`).map((request) => request.body)).toEqual([
    { email: 'ana@example.com' },
  ]);
  expect(assigned).toEqual(['https://billing.stripe.com/p/session/abc']);
  expect(toasts).toEqual([]);
});

it('uses the stored userEmail when nobody is signed in', async () => {
  const { billing, fetchMock, storage, assigned } = setup({
    auth: signedOut,
    answer: { body: { url: 'http://127.0.0.1:12111/portal/x' } },
  });
  storage.set('userEmail', 'bia@example.com');
  await billing.openPortal();
  expect(fetchMock.requests[0]?.body).toEqual({ email: 'bia@example.com' });
  expect(assigned).toEqual(['http://127.0.0.1:12111/portal/x']);
});

it("shows 'Erro' / 'Email não encontrado' and calls nothing without a known e-mail", async () => {
  const { billing, fetchMock, toasts, assigned } = setup({
    auth: { user: fakeUser({ email: null }), loading: false },
  });
  await billing.openPortal();
  expect(toasts).toEqual([{ title: 'Erro', description: 'Email não encontrado', variant: 'destructive' }]);
  expect(fetchMock.requests).toEqual([]);
  expect(assigned).toEqual([]);
});

it.each<[string, MockAnswer]>([
  ['an answer without url', { body: { ok: true } }],
  ['an empty answer', { body: undefined }],
  ['a non-web url', { body: { url: 'javascript:alert(1)' } }],
  ['an API error', { status: 500, body: { message: 'boom' } }],
])('shows the portal error toast for %s', async (_case, answer) => {
  const { billing, toasts, assigned } = setup({ auth: signedIn, answer });
  await expect(billing.openPortal()).resolves.toBeUndefined();
  expect(toasts).toEqual([PORTAL_ERROR]);
  expect(assigned).toEqual([]);
});

it('shows the portal error toast when the network fails', async () => {
  const { billing, toasts } = setup({
    auth: signedIn,
    answer: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await billing.openPortal();
  expect(toasts).toEqual([PORTAL_ERROR]);
});

it('opens one portal session for a double click', async () => {
  const { billing, fetchMock, assigned } = setup({
    auth: signedIn,
    answer: { body: { url: 'https://portal.test/1' } },
  });
  await Promise.all([billing.openPortal(), billing.openPortal()]);
  expect(fetchMock.requests).toHaveLength(1);
  expect(assigned).toEqual(['https://portal.test/1']);
  await billing.openPortal();
  expect(fetchMock.requests).toHaveLength(2);
});
