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
