import type { TrackingConfig } from '../../../platform/contract';
import { createConsentStore, CONSENT_STORAGE_KEY } from '../stores/consent-store';
import { createBrowserTags } from './browser-tags';
import { GTAG_SCRIPT, META_PIXEL_SCRIPT, type TagWindow } from './install-tags';

const CUSTOM = {
  currency: 'BRL' as const,
  subscription_plan: 'Elite',
  value: 187.9,
  utm_source: 'instagram',
};

function setup(config: TrackingConfig | undefined, consent: 'granted' | 'denied' | null = null) {
  localStorage.clear();
  if (consent) localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  const win = {} as TagWindow;
  const store = createConsentStore();
  const tags = createBrowserTags({ config, consent: store, win, doc: document });
  const scripts = () => Array.from(document.head.querySelectorAll('script'), (script) => script.src);
  const pixelCalls = () => (win.fbq?.queue ?? []) as unknown[][];
  const gtagCalls = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as IArguments));
  return { tags, store, win, scripts, pixelCalls, gtagCalls };
}

const FULL: TrackingConfig = {
  metaPixelId: '123456',
  googleAdsId: 'AW-999',
  googleAdsConversionLabels: { pagamento_confirmado: 'LabelPay', cadastro: 'LabelSignup' },
};

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

it('with no ids it is not configured and never loads anything, whatever the consent', () => {
  for (const config of [undefined, {}, { googleAdsConversionLabels: { cadastro: 'x' } }]) {
    const { tags, scripts, win } = setup(config, 'granted');
    expect(tags.configured).toBe(false);
    tags.start();
    tags.send('cadastro', 'id-1', CUSTOM);
    tags.pageView();
    expect(scripts()).toEqual([]);
    expect(win).toEqual({});
  }
});

it('loads nothing before the visitor consents, and nothing after a refusal', () => {
  const { tags, store, scripts } = setup(FULL);
  expect(tags.configured).toBe(true);
  tags.start();
  tags.send('pagamento_confirmado', 'id-1', CUSTOM);
  expect(scripts()).toEqual([]);
  store.deny();
  tags.send('pagamento_confirmado', 'id-2', CUSTOM);
  expect(scripts()).toEqual([]);
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
});

it('waits for start() (after first paint) even with consent already given', () => {
  const { tags, scripts } = setup(FULL, 'granted');
  tags.send('cadastro', 'early', CUSTOM);
  expect(scripts()).toEqual([]);
  tags.start();
  expect(scripts()).toEqual([META_PIXEL_SCRIPT, `${GTAG_SCRIPT}?id=AW-999`]);
});

it('loads the pixel and the ads tag once consent is granted, then sends events with the event id', () => {
  const { tags, store, scripts, pixelCalls, gtagCalls } = setup(FULL);
  tags.start();
  store.grant();
  store.grant();
  expect(scripts()).toEqual([META_PIXEL_SCRIPT, `${GTAG_SCRIPT}?id=AW-999`]);
  expect(pixelCalls()).toEqual([
    ['init', '123456'],
    ['track', 'PageView'],
  ]);
  expect(gtagCalls()).toEqual([
    ['js', expect.any(Date)],
    ['config', 'AW-999'],
  ]);

  tags.send('pagamento_confirmado', 'evt-1', CUSTOM);
  tags.send('checkout_iniciado', 'evt-2', CUSTOM);
  const params = { ...CUSTOM, content_name: 'Elite' };
  expect(pixelCalls().slice(2)).toEqual([
    ['trackCustom', 'pagamento_confirmado', params, { eventID: 'evt-1' }],
    ['trackCustom', 'checkout_iniciado', params, { eventID: 'evt-2' }],
  ]);
  // Only the event with a conversion label becomes an ads conversion.
  expect(gtagCalls().slice(2)).toEqual([
    ['event', 'conversion', { ...params, send_to: 'AW-999/LabelPay', transaction_id: 'evt-1' }],
  ]);
});

it.each([
  ['cadastro', 'trackCustom', 'cadastro'],
  ['checkout_iniciado', 'trackCustom', 'checkout_iniciado'],
  ['checkout_finalizado', 'trackCustom', 'checkout_finalizado'],
  ['pv_cadastro_confirmado', 'trackCustom', 'pv_cadastro_confirmado'],
  ['pagamento_confirmado', 'trackCustom', 'pagamento_confirmado'],
  ['PVNewSubs', 'trackCustom', 'PVNewSubs'],
] as const)('sends %s to the pixel as fbq(%s, %s)', (event, method, name) => {
  const { tags, pixelCalls } = setup({ metaPixelId: '1' }, 'granted');
  tags.start();
  tags.send(event, 'e', { currency: 'BRL' });
  expect(pixelCalls().at(-1)).toEqual([method, name, { currency: 'BRL' }, { eventID: 'e' }]);
});

it('reports client-side page views to the pixel once loaded', () => {
  const { tags, pixelCalls } = setup({ metaPixelId: '1' }, 'granted');
  tags.pageView();
  expect(pixelCalls()).toEqual([]);
  tags.start();
  tags.pageView();
  expect(pixelCalls().filter(([, name]) => name === 'PageView')).toHaveLength(2);
});

it('loads only the configured tag', () => {
  const { tags, scripts, win } = setup({ googleAdsId: 'AW-5' }, 'granted');
  tags.start();
  tags.send('cadastro', 'e', CUSTOM);
  expect(scripts()).toEqual([`${GTAG_SCRIPT}?id=AW-5`]);
  expect(win.fbq).toBeUndefined();
});
