import { BadGatewayException, Logger, NotFoundException } from '@nestjs/common';
import Stripe from 'stripe';

import { CatalogService } from '../catalog/catalog.service';
import { loadConfig } from '../config/app-config';
import type { RateLimiterService } from '../rate-limit/rate-limiter.service';
import type { BillingCustomersService } from '../stripe/billing-customers.service';
import { createStripeClient } from '../stripe/stripe.provider';
import type { KyselyUsersRepository } from '../users/kysely-users.repository';
import { CheckoutService } from './checkout.service';
import type { CheckoutLeasesRepository } from './checkout-leases.repository';
import type { ReferralCouponsRepository } from './referral-coupons.repository';

function serviceWith(stripe: Stripe): CheckoutService {
  const config = loadConfig({ DATABASE_URL: 'memory://' });
  // sessionStatus uses neither the catalog nor customers.
  return new CheckoutService(
    stripe,
    config,
    new CatalogService(),
    {} as BillingCustomersService,
    {} as KyselyUsersRepository,
    {} as RateLimiterService,
    {} as CheckoutLeasesRepository,
    {} as ReferralCouponsRepository,
  );
}

describe('CheckoutService.sessionStatus', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  function serviceRetrieving(retrieve: () => Promise<unknown>): CheckoutService {
    const stripe = { checkout: { sessions: { retrieve } } } as unknown as Stripe;
    return serviceWith(stripe);
  }

  const paid = async () => ({
    status: 'complete',
    payment_status: 'paid',
    customer_email: null,
    customer_details: { email: 'pagou@example.com' },
    metadata: { uid: 'dona-uid' },
  });

  it('answers status and the customer e-mail to the signed-in owner', async () => {
    const service = serviceRetrieving(paid);
    await expect(
      service.sessionStatus('cs_test_1', { uid: 'dona-uid', email: 'pagou@example.com', displayName: null }),
    ).resolves.toEqual({
      status: 'complete',
      customer_email: 'pagou@example.com',
      payment_status: 'paid',
    });
  });

  it('tells anyone else only the status: no e-mail', async () => {
    const service = serviceRetrieving(paid);
    const anonymous = { status: 'complete', customer_email: null, payment_status: 'paid' };
    await expect(service.sessionStatus('cs_test_1', null)).resolves.toEqual(anonymous);
    await expect(
      service.sessionStatus('cs_test_1', { uid: 'outra-uid', email: 'outra@example.com', displayName: null }),
    ).resolves.toEqual(anonymous);
  });

  it("maps Stripe's resource_missing to 404", async () => {
    const missing = new Stripe.errors.StripeInvalidRequestError({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No such checkout.session',
    });
    await expect(
      serviceRetrieving(() => Promise.reject(missing)).sessionStatus('cs_x'),
    ).rejects.toBeInstanceOf(NotFoundException);
  });

  it('maps an unreachable payment provider to 502', async () => {
    // A real SDK client pointed at a port nothing listens on.
    const stripe = createStripeClient({
      secretKey: 'sk_test_emulator',
      endpoint: { host: '127.0.0.1', port: 9, protocol: 'http' },
    });
    await expect(serviceWith(stripe).sessionStatus('cs_test_1')).rejects.toBeInstanceOf(BadGatewayException);
  });
});
