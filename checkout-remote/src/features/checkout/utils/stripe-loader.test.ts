import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeFor } from './stripe-loader';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

describe('loadStripeFor', () => {
  afterEach(() => {
    jest.mocked(loadStripe).mockReset();
    document.head.innerHTML = '';
    delete window.StripeEmulator;
  });

  it('uses Stripe.js (pure import) with a publishable key', async () => {
    const stripe = { id: 'stripe' };
    jest.mocked(loadStripe).mockResolvedValue(stripe as never);
    await expect(loadStripeFor({ publishableKey: 'pk_test_123' })).resolves.toBe(stripe);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'pt-BR' });
    expect(document.querySelector('script')).toBeNull();
  });

  it("loads the emulator's script once and builds its Stripe-shaped object", async () => {
    const emulatorObject = { createEmbeddedCheckoutPage: jest.fn() };
    const first = loadStripeFor({ emulatorUrl: 'http://127.0.0.1:12111/' });
    const second = loadStripeFor({ emulatorUrl: 'http://127.0.0.1:12111' });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('http://127.0.0.1:12111/v3/emulator.js');
    window.StripeEmulator = () => emulatorObject;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(emulatorObject);
    await expect(second).resolves.toBe(emulatorObject);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('fails when the emulator script cannot be loaded, and tries again next time', async () => {
    const failing = loadStripeFor({ emulatorUrl: 'http://127.0.0.1:9' });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Não foi possível carregar');
    void loadStripeFor({ emulatorUrl: 'http://127.0.0.1:9' }).catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});
