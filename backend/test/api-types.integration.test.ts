import { committedApiTypes, expectedApiTypes, REGENERATE_HINT } from '../scripts/api-types';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The front ends' API types (backend/api-types/schema.d.ts) and the answers their tests replay
 * (backend/api-types/fixtures) must be what this API serves: a DTO, a response class or a catalog
 * figure changed without regenerating them fails here.
 */
describe('@busqy/api-types matches the API', () => {
  let testApp: TestApp;
  let expected: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    expected = await expectedApiTypes(testApp.app);
  });
  afterAll(() => testApp.close());

  it('serves GET /api/openapi.json as JSON, without a session', async () => {
    const response = await testApp.app.getHttpAdapter().getInstance().inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it.each(['openapi.json', 'schema.d.ts'])('%s is up to date', (file) => {
    const committed = committedApiTypes([file])[file];
    if (committed !== expected[file]) {
      throw new Error(`backend/api-types/${file} differs from the API's document: ${REGENERATE_HINT}.`);
    }
  });

  it('the recorded fixtures are what the API answers', () => {
    const fixtures = Object.keys(expected).filter((file) => file.startsWith('fixtures/'));
    expect(fixtures.length).toBeGreaterThan(0);
    for (const file of fixtures) {
      const committed = committedApiTypes([file])[file];
      if (committed !== expected[file]) {
        throw new Error(`backend/api-types/${file} differs from the API's answers: ${REGENERATE_HINT}.`);
      }
    }
  });
});
