import { createFetchMock } from '../testing/fetch-mock';
import { testRuntimeConfig } from '../testing/test-config';
import { fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  test('is fetched from /runtime-config.json without the HTTP cache', async () => {
    const config = testRuntimeConfig();
    const mock = createFetchMock({ 'GET /runtime-config.json': { body: config } });
    await expect(fetchRuntimeConfig(mock.fetch)).resolves.toEqual(config);
    expect(mock.fetch).toHaveBeenCalledWith(
      '/runtime-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  test('a failed answer is an error', async () => {
    const mock = createFetchMock({ 'GET /runtime-config.json': { status: 500 } });
    await expect(fetchRuntimeConfig(mock.fetch)).rejects.toThrow('/runtime-config.json answered 500');
  });

  test.each([
    ['no remotes', { firebase: {}, links: {} }],
    ['a remote without entry', { ...testRuntimeConfig(), remotes: { marketing: { routes: [] } } }],
    [
      'a route with an unknown access',
      {
        ...testRuntimeConfig(),
        remotes: { marketing: { entry: 'x', routes: [{ path: '/', access: 'admin' }] } },
      },
    ],
  ])('rejects a config with %s', (_label, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(/runtime-config\.json/);
  });
});

describe('tracking section', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  test('is optional and kept when well formed', () => {
    expect(parseRuntimeConfig(testRuntimeConfig())).not.toHaveProperty('tracking');
    const tracking = {
      metaPixelId: '123',
      googleAdsId: 'AW-456',
      googleAdsConversionLabels: { cadastro: 'Abc-1_2' },
    };
    expect(parseRuntimeConfig({ ...testRuntimeConfig(), tracking }).tracking).toEqual(tracking);
  });

  test('drops malformed ids, labels and unknown events instead of failing the site', () => {
    const config = parseRuntimeConfig({
      ...testRuntimeConfig(),
      tracking: {
        metaPixelId: '12"><script>',
        googleAdsId: 'UA-1',
        googleAdsConversionLabels: { cadastro: 'ok', PVNewSubs: 'not ok!', compra: 'x' },
      },
    });
    expect(config.tracking).toEqual({ googleAdsConversionLabels: { cadastro: 'ok' } });
    expect(parseRuntimeConfig({ ...testRuntimeConfig(), tracking: 'yes' })).not.toHaveProperty('tracking');
  });
});
