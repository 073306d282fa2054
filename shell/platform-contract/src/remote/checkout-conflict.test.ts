import { checkoutConflictMessage } from './checkout-conflict';

class FakeApiError extends Error {
  constructor(
    public status: number,
    public body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}
const api = { isApiError: (error: unknown): error is FakeApiError => error instanceof FakeApiError };

describe('checkoutConflictMessage', () => {
  it("gives the API's message of a 409", () => {
    expect(
      checkoutConflictMessage(
        api,
        new FakeApiError(409, { message: 'Você tem um boleto aguardando pagamento.' }),
      ),
    ).toBe('Você tem um boleto aguardando pagamento.');
  });

  it.each([
    ['another status', new FakeApiError(500, { message: 'Erro' })],
    ['a 409 without a message', new FakeApiError(409, null)],
    ['a 409 with an empty message', new FakeApiError(409, { message: '' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('is null for %s', (_, error) => {
    expect(checkoutConflictMessage(api, error)).toBeNull();
  });
});
