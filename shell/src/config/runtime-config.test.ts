import { createFetchMock } from '../testing/fetch-mock';
import { testRuntimeConfig } from '../testing/test-config';
import { fetchRuntimeConfig, parseRuntimeConfig, readInlineRuntimeConfig } from './runtime-config';

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

describe('inline runtime config (written by the shell server)', () => {
  function inlineBlock(text: string, type = 'application/json') {
    const script = document.createElement('script');
    script.type = type;
    script.id = 'runtime-config';
    script.textContent = text;
    document.head.appendChild(script);
    return script;
  }
  afterEach(() => {
    document.getElementById('runtime-config')?.remove();
    jest.restoreAllMocks();
  });

  test('is read first: no request at all', async () => {
    const config = testRuntimeConfig();
    // As the server escapes it: `<` and `>` as \u escapes inside the JSON text.
    inlineBlock(JSON.stringify(config).replace(/</g, '\\u003c'));
    const mock = createFetchMock({});
    await expect(fetchRuntimeConfig(mock.fetch)).resolves.toEqual(config);
    expect(mock.fetch).not.toHaveBeenCalled();
    expect(readInlineRuntimeConfig()).toEqual(config);
  });

  test.each([
    ['malformed JSON', '{"remotes":', 'application/json'],
    ['an invalid config', '{"remotes":{}}', 'application/json'],
    ['a block of another type', JSON.stringify(testRuntimeConfig()), 'text/plain'],
  ])('falls back to /runtime-config.json on %s', async (_label, text, type) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    inlineBlock(text, type);
    const config = testRuntimeConfig();
    const mock = createFetchMock({ 'GET /runtime-config.json': { body: config } });
    await expect(fetchRuntimeConfig(mock.fetch)).resolves.toEqual(config);
    expect(mock.fetch).toHaveBeenCalledTimes(1);
  });

  test('is parsed once however often it is asked for (the entry, then the bootstrap)', async () => {
    const config = testRuntimeConfig();
    inlineBlock(JSON.stringify(config));
    const parse = jest.spyOn(JSON, 'parse');
    expect(readInlineRuntimeConfig()).toEqual(config);
    await expect(fetchRuntimeConfig(createFetchMock({}).fetch)).resolves.toEqual(config);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  test('warns once about a broken block however often it is asked for', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    inlineBlock('{"remotes":');
    expect(readInlineRuntimeConfig()).toBeNull();
    expect(readInlineRuntimeConfig()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
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
