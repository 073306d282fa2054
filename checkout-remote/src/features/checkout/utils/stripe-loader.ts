import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { CheckoutConfig } from '../api/checkout-api';

declare global {
  interface Window {
    /** Defined by the Stripe emulator's /v3/emulator.js. */
    StripeEmulator?: () => unknown;
  }
}

const emulatorObjects = new Map<string, Promise<Stripe>>();

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Não foi possível carregar ${src}`));
    document.head.appendChild(script);
  });
}

/**
 * The local Stripe emulator's browser object. It implements only what EmbeddedCheckoutProvider uses
 * (createEmbeddedCheckoutPage plus the methods its type check looks for), so it is typed as Stripe
 * through unknown: the provider accepts it at run time, TypeScript cannot know that.
 */
function loadEmulator(emulatorUrl: string): Promise<Stripe> {
  const base = emulatorUrl.replace(/\/+$/, '');
  let loaded = emulatorObjects.get(base);
  if (!loaded) {
    loaded = loadScript(`${base}/v3/emulator.js`).then(() => {
      if (typeof window.StripeEmulator !== 'function') throw new Error('StripeEmulator não foi definido');
      return window.StripeEmulator() as unknown as Stripe;
    });
    loaded.catch(() => emulatorObjects.delete(base));
    emulatorObjects.set(base, loaded);
  }
  return loaded;
}

/** Stripe.js with a real publishable key (its script from js.stripe.com), else the emulator's object. */
export async function loadStripeFor(config: CheckoutConfig): Promise<Stripe> {
  if ('publishableKey' in config) {
    const stripe = await loadStripe(config.publishableKey, { locale: 'pt-BR' });
    if (!stripe) throw new Error('Stripe.js não carregou');
    return stripe;
  }
  return loadEmulator(config.emulatorUrl);
}
