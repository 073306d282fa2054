import { csrfRejection } from './csrf';

const ALLOWED = ['http://localhost:3000'];

describe('csrfRejection', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(csrfRejection('GET', '/api/users/x', { origin: 'https://evil.example' }, ALLOWED)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a foreign Origin on %s', (method) => {
    expect(csrfRejection(method, '/api/users', { origin: 'https://evil.example' }, ALLOWED)).toEqual(
      expect.any(String),
    );
    expect(csrfRejection(method, '/api/users', { origin: 'http://localhost:3000' }, ALLOWED)).toBeNull();
  });

  it('refuses a cross-site request without Origin, allows one with neither header', () => {
    expect(csrfRejection('POST', '/api/users', { 'sec-fetch-site': 'cross-site' }, ALLOWED)).toEqual(
      expect.any(String),
    );
    expect(csrfRejection('POST', '/api/users', { 'sec-fetch-site': 'same-origin' }, ALLOWED)).toBeNull();
    expect(csrfRejection('POST', '/api/users', {}, ALLOWED)).toBeNull();
  });

  it('leaves webhooks (called by Stripe) to their signature check', () => {
    expect(csrfRejection('POST', '/webhooks/stripe', { origin: 'https://stripe.com' }, ALLOWED)).toBeNull();
    expect(csrfRejection('POST', '/webhooksx', { origin: 'https://stripe.com' }, ALLOWED)).toEqual(
      expect.any(String),
    );
  });
});
