import { createApiClient } from '../../../lib/api-client';
import { createTypedStorage } from '../../../lib/storage';
import type { AuthState } from '../../../platform/contract';
import { fakeUser } from '@busqy/platform-contract/testing';
import { createFetchMock, type MockAnswer } from '../../../testing/fetch-mock';
import { CAPI_PATH, createTracking, type BrowserTags } from './create-tracking';

const NOW = Date.parse('2025-05-10T15:30:45.678Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup({
  auth = { user: null, loading: false },
  answer = { body: { ok: true } },
  tags,
  consent = 'granted',
}: {
  auth?: AuthState;
  answer?: MockAnswer | (() => Promise<MockAnswer>);
  tags?: BrowserTags;
  consent?: 'granted' | 'denied' | null;
} = {}) {
  localStorage.clear();
  const fetchMock = createFetchMock({ [`POST ${CAPI_PATH}`]: answer });
  const storage = createTypedStorage();
  const sent: Parameters<BrowserTags['send']>[] = [];
  const tracking = createTracking({
    api: createApiClient(fetchMock.fetch),
    auth: { getState: () => auth },
    storage,
    tags: tags ?? { send: (...args) => void sent.push(args) },
    consent: () => consent,
    now: () => NOW,
  });
  const capiBodies = () => fetchMock.calls(`POST ${CAPI_PATH}`).map((request) => request.body);
  return { tracking, storage, sent, fetchMock, capiBodies };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('posts the SPEC §3 payload to /meta-capi and gives the browser tags the same event_id', async () => {
  const { tracking, storage, sent, capiBodies } = setup({
    auth: {
      user: fakeUser({
        uid: 'u-7',
        email: 'ana@example.com',
        displayName: 'Ana Souza',
        phoneNumber: '+5511987654321',
      }),
      loading: false,
    },
  });
  storage.set('utm_source', 'instagram');
  storage.set('utm_campaign', 'bf');
  storage.set('campaign_id', 'cmp-1');
  storage.set('referral', 'YVI');

  tracking.track('checkout_iniciado', {
    subscription_plan: 'Elite',
    interval: 'biannual',
    value: 899.6,
    coupon: 'BF40',
  });
  await flush();

  const [body] = capiBodies();
  expect(body).toEqual({
    event_name: 'checkout_iniciado',
    event_time: Math.floor(NOW / 1000),
    event_id: expect.stringMatching(UUID),
    user_data: { em: 'ana@example.com', fn: 'Ana Souza', external_id: 'u-7', ph: '+5511987654321' },
    custom_data: {
      subscription_plan: 'Elite',
      interval: 'biannual',
      value: 899.6,
      currency: 'BRL',
      coupon: 'BF40',
      utm_source: 'instagram',
      utm_campaign: 'bf',
      campaign_id: 'cmp-1',
      referral: 'YVI',
    },
    consent: 'granted',
  });
  expect(sent).toEqual([
    [
      'checkout_iniciado',
      (body as { event_id: string }).event_id,
      (body as { custom_data: unknown }).custom_data,
    ],
  ]);
});

it('gives each event its own id', async () => {
  const { tracking, capiBodies } = setup();
  tracking.track('cadastro');
  tracking.track('cadastro');
  await flush();
  const [first, second] = capiBodies() as { event_id: string }[];
  expect(first?.event_id).not.toBe(second?.event_id);
});

it('takes the user from data.user first, then the signed-in user, then storage', async () => {
  const { tracking, storage, capiBodies } = setup({
    auth: {
      user: fakeUser({ uid: 'signed', email: 'signed@example.com', displayName: null }),
      loading: false,
    },
  });
  storage.set('userName', 'Nome Salvo');
  storage.set('userPhone', '11999990000');
  tracking.track('cadastro', { user: { email: 'novo@example.com' } });
  await flush();
  expect(capiBodies()[0]).toMatchObject({
    user_data: { em: 'novo@example.com', fn: 'Nome Salvo', external_id: 'signed', ph: '11999990000' },
    custom_data: { currency: 'BRL' },
  });
});

it('uses the stored copies without a signed-in user and leaves out unknown optional fields', async () => {
  const { tracking, storage, capiBodies } = setup();
  storage.set('userEmail', 'bia@example.com');
  storage.set('userName', 'Bia');
  tracking.track('pagamento_confirmado', { subscription_plan: 'Profissional', value: 49.9 });
  await flush();
  expect(capiBodies()[0]).toMatchObject({
    user_data: { em: 'bia@example.com', fn: 'Bia' },
    custom_data: { subscription_plan: 'Profissional', value: 49.9, currency: 'BRL' },
  });
  expect((capiBodies()[0] as { user_data: object }).user_data).toEqual({ em: 'bia@example.com', fn: 'Bia' });
});

it('only logs when /meta-capi fails (error answer or network)', async () => {
  const failing = setup({ answer: { status: 500, body: { message: 'down' } } });
  expect(() => failing.tracking.track('PVNewSubs')).not.toThrow();
  await flush();
  expect(consoleError).toHaveBeenCalledWith('[tracking] /meta-capi failed', expect.anything());

  const offline = setup({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
  expect(() => offline.tracking.track('PVNewSubs')).not.toThrow();
  await flush();
  expect(consoleError).toHaveBeenCalledTimes(2);
});

it('still sends the server event when a browser tag throws', async () => {
  const { tracking, capiBodies } = setup({
    tags: {
      send: () => {
        throw new Error('fbq broke');
      },
    },
  });
  expect(() => tracking.track('cadastro')).not.toThrow();
  await flush();
  expect(capiBodies()).toHaveLength(1);
  expect(consoleError).toHaveBeenCalledWith('[tracking] browser tag failed', expect.any(Error));
});

it('never throws, even when reading the visitor data fails', () => {
  const broken = createTracking({
    api: { post: () => Promise.resolve(undefined) as never },
    auth: {
      getState: () => {
        throw new Error('store gone');
      },
    },
    storage: createTypedStorage(),
    consent: () => 'granted',
  });
  expect(() => broken.track('cadastro')).not.toThrow();
  expect(consoleError).toHaveBeenCalledWith('[tracking] could not track', 'cadastro', expect.any(Error));
});

it.each([
  ['denied', 'denied'],
  ['not answered yet', null],
] as const)('with consent %s sends consent "denied" and nobody in user_data', async (_case, consent) => {
  const { tracking, capiBodies } = setup({
    consent,
    auth: { user: fakeUser({ uid: 'u-1', email: 'ana@example.com', displayName: 'Ana' }), loading: false },
  });
  tracking.track('cadastro', { user: { email: 'ana@example.com', phone: '11999990000' } });
  await flush();
  const [body] = capiBodies() as { consent: string; user_data: object }[];
  expect(body?.consent).toBe('denied');
  expect(body?.user_data).toEqual({ em: null, fn: null });
});
