import type { Provider } from '@nestjs/common';
import Stripe from 'stripe';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const STRIPE = Symbol('STRIPE');

/** One Stripe client built from config: Stripe's API with a real key, the local emulator without. */
export function createStripeClient(config: Pick<AppConfig['stripe'], 'secretKey' | 'endpoint'>): Stripe {
  const { endpoint } = config;
  return new Stripe(config.secretKey, {
    ...(endpoint === null ? {} : { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol }),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

export const stripeProvider: Provider = {
  provide: STRIPE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createStripeClient(config.stripe),
};
