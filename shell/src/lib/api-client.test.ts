import { createFetchMock } from '../testing/fetch-mock';
import { ApiError, createApiClient, isApiError } from './api-client';

describe('API client', () => {
  test('GET sends cookies and parses JSON', async () => {
    const mock = createFetchMock({ 'GET /api/users/u1': { body: { uid: 'u1' } } });
    const api = createApiClient(mock.fetch);
    await expect(api.get('/api/users/u1')).resolves.toEqual({ uid: 'u1' });
    expect(mock.requests[0]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(mock.requests[0]?.headers).toEqual({ Accept: 'application/json' });
  });

  test('POST sends a JSON body', async () => {
    const mock = createFetchMock({
      'POST /create-embedded-checkout-session': { body: { clientSecret: 'cs_1' } },
    });
    const api = createApiClient(mock.fetch);
    const answer = await api.post<{ clientSecret: string }>('/create-embedded-checkout-session', {
      email: 'ana@example.com',
      planName: 'Elite',
      interval: 'month',
    });
    expect(answer.clientSecret).toBe('cs_1');
    expect(mock.requests[0]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { email: 'ana@example.com', planName: 'Elite', interval: 'month' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  test('a POST without a body sends no content type and an empty answer resolves to undefined', async () => {
    const mock = createFetchMock({ 'POST /api/auth/clear-cookie': { status: 204 } });
    const api = createApiClient(mock.fetch);
    await expect(api.post('/api/auth/clear-cookie')).resolves.toBeUndefined();
    expect(mock.requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  test('a non-2xx answer rejects with an ApiError carrying status and body', async () => {
    const mock = createFetchMock({
      'POST /api/password-reset': { status: 400, body: { error: 'Email inválido' } },
    });
    const api = createApiClient(mock.fetch);
    const error = await api.post('/api/password-reset', { email: 'x' }).catch((caught: unknown) => caught);
    expect(api.isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { error: 'Email inválido' } });
  });

  test('a non-JSON error body is kept as text', async () => {
    const mock = createFetchMock({ 'GET /session-status': { status: 502, body: 'Bad Gateway' } });
    const error = await createApiClient(mock.fetch)
      .get('/session-status?session_id=cs_1')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, body: 'Bad Gateway' });
  });

  test('network failures are not ApiErrors', async () => {
    const api = createApiClient(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/auth/check-cookie').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(isApiError(error)).toBe(false);
  });

  test('passes an abort signal through', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => '{}' });
    const controller = new AbortController();
    await createApiClient(fetchImpl).get('/api/users/u1', { signal: controller.signal });
    expect(fetchImpl.mock.calls[0][1].signal).toBe(controller.signal);
  });
});
