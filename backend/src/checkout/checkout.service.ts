import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import Stripe from 'stripe';

import { CatalogService } from '../catalog/catalog.service';
import { referralCodeOfCoupon } from '../catalog/promos';
import type { Quote } from '../catalog/quote';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { VerifiedIdentity } from '../identity/identity-provider';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { TooManyRequestsException } from '../rate-limit/too-many-requests.exception';
import { BillingCustomersService } from '../stripe/billing-customers.service';
import { ensureCoupon, ensurePlanProduct } from '../stripe/stripe-objects';
import { STRIPE } from '../stripe/stripe.provider';
import { KyselyUsersRepository } from '../users/kysely-users.repository';
import { CheckoutLeasesRepository } from './checkout-leases.repository';
import { ReferralCouponsRepository } from './referral-coupons.repository';
import type { SessionStatus } from './dto/checkout-responses';

export const CHECKOUT_MESSAGES = {
  sessionNotFound: 'Sessão de checkout não encontrada',
  paymentProviderUnavailable: 'Não foi possível consultar o provedor de pagamento',
  /** SPEC §8: the internal message of a failed session creation. */
  sessionFailed: 'Falha ao criar sessão de checkout',
  noCustomer: 'Nenhuma assinatura encontrada para este usuário',
  /** SPEC §4: subscribers are offered the portal, not a second subscription. */
  alreadySubscribed: 'Você já tem uma assinatura ativa!',
  portalFailed: 'Não foi possível acessar o portal de gerenciamento de assinatura',
  tooManySessions: 'Muitas tentativas de iniciar o pagamento. Aguarde alguns minutos e tente novamente.',
  /** A boleto of this user waits to be paid: a second checkout could be paid next to it. */
  boletoPending:
    'Você tem um boleto aguardando pagamento. Pague o boleto para ativar sua assinatura ou aguarde o vencimento dele para escolher outra forma de pagamento.',
  /** Another tab of the same user is creating a session right now and did not finish in time. */
  sessionBusy: 'Já estamos preparando seu pagamento em outra aba. Aguarde alguns segundos e tente novamente.',
  /** REFERRAL_COUPONS_MAX reached: no new referral code gets a coupon. */
  referralUnavailable: 'Este código de indicação não está disponível no momento.',
  /** NEW_REFERRAL_CODES_PER_USER codes no one used before, in a day: the cap is not one account's to use up. */
  tooManyNewReferralCodes:
    'Você já tentou muitos códigos de indicação novos hoje. Tente novamente amanhã ou continue sem o código.',
} as const;

/**
 * Referral codes no one used before that one user may bring in a day: each one that gets a coupon
 * counts against REFERRAL_COUPONS_MAX, so one account cannot use the cap up with invented codes.
 */
export const NEW_REFERRAL_CODES_PER_USER = 3;
const DAY_MS = 24 * 60 * 60_000;

export type { SessionStatus };

/** What the plan pages and the upsell ask to buy; the price is always the catalog's. */
export interface PlanSelection {
  planName: string;
  interval: string;
  couponId?: string | null;
}

/** GET /api/checkout/config: which Stripe object the browser builds (never both). */
export type CheckoutBrowserConfig = { publishableKey: string } | { emulatorUrl: string };

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly customers: BillingCustomersService,
    private readonly users: KyselyUsersRepository,
    private readonly limiter: RateLimiterService,
    private readonly leases: CheckoutLeasesRepository,
    private readonly referralCoupons: ReferralCouponsRepository,
  ) {}

  browserConfig(): CheckoutBrowserConfig {
    const { publishableKey, emulatorBrowserUrl } = this.config.stripe;
    if (publishableKey !== null) return { publishableKey };
    if (emulatorBrowserUrl !== null) return { emulatorUrl: emulatorBrowserUrl };
    throw new NotFoundException('Pagamento não configurado');
  }

  /** Status for anyone with the id; the e-mail and the notice only for the session's signed-in owner. */
  async sessionStatus(sessionId: string, viewer: VerifiedIdentity | null = null): Promise<SessionStatus> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      const owner = viewer !== null && session.metadata?.uid === viewer.uid;
      const notice = owner ? await this.duplicateNotice(session) : null;
      return {
        status: session.status,
        customer_email: owner ? (session.customer_details?.email ?? session.customer_email) : null,
        payment_status: session.payment_status ?? null,
        ...(notice === null ? {} : { notice }),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
        throw new NotFoundException(CHECKOUT_MESSAGES.sessionNotFound);
      }
      this.logger.error(`Checkout session ${sessionId} could not be read: ${String(error)}`);
      throw new BadGatewayException(CHECKOUT_MESSAGES.paymentProviderUnavailable);
    }
  }

  /** The user's billing notice when this paid session's subscription was cancelled (a second payment). */
  private async duplicateNotice(session: Stripe.Checkout.Session): Promise<string | null> {
    const subscription = session.subscription;
    const uid = session.metadata?.uid;
    if (typeof subscription !== 'object' || subscription === null || uid === undefined) return null;
    if (subscription.status !== 'canceled' || session.payment_status !== 'paid') return null;
    return (await this.users.findByUid(uid))?.billingNotice ?? null;
  }

  /** Embedded checkout (SPEC §2 Checkout): the client secret EmbeddedCheckoutProvider needs. */
  async createEmbeddedSession(
    user: VerifiedIdentity,
    selection: PlanSelection,
  ): Promise<{ clientSecret: string }> {
    const session = await this.createSession(user, selection, 'embedded');
    if (!session.client_secret) throw this.providerFailure('no client_secret');
    return { clientSecret: session.client_secret };
  }

  /** Hosted checkout (SPEC §4 Login with a selected plan): the url the browser is sent to. */
  async createHostedSession(user: VerifiedIdentity, selection: PlanSelection): Promise<{ url: string }> {
    const session = await this.createSession(user, selection, 'hosted');
    if (!session.url) throw this.providerFailure('no url');
    return { url: session.url };
  }

  /** The billing portal of the signed-in user's own customer. */
  async createPortalSession(user: VerifiedIdentity): Promise<{ url: string }> {
    const customer = await this.customers.verifiedCustomerId(user.uid);
    if (customer === null) throw new NotFoundException(CHECKOUT_MESSAGES.noCustomer);
    try {
      const portal = await this.stripe.billingPortal.sessions.create({
        customer,
        return_url: `${this.config.publicSiteUrl}/area-usuario`,
      });
      return { url: portal.url };
    } catch (error) {
      this.logger.error(`Portal session for ${user.uid} failed: ${String(error)}`);
      throw new BadGatewayException(CHECKOUT_MESSAGES.portalFailed);
    }
  }

  private async createSession(
    user: VerifiedIdentity,
    selection: PlanSelection,
    mode: 'embedded' | 'hosted',
  ): Promise<Stripe.Checkout.Session> {
    // Throws CatalogError (→ 400) for an unknown plan, interval or coupon: nothing reaches Stripe.
    const quote = this.catalog.quote(selection.planName, selection.interval, selection.couponId ?? null);
    if (await this.customers.hasActiveSubscription(user.uid)) {
      throw new ConflictException(CHECKOUT_MESSAGES.alreadySubscribed);
    }
    const { checkoutPerUser, checkoutWindowMinutes } = this.config.rateLimits;
    const verdict = await this.limiter.take([
      { key: `checkout:uid:${user.uid}`, limit: checkoutPerUser, windowMs: checkoutWindowMinutes * 60_000 },
    ]);
    if (!verdict.allowed) {
      throw new TooManyRequestsException(CHECKOUT_MESSAGES.tooManySessions, verdict.retryAfterSeconds);
    }
    // A referral coupon is created once per code (deterministic id), and only for so many codes.
    const referral =
      quote.discount === null || !selection.couponId ? null : referralCodeOfCoupon(selection.couponId);
    if (referral !== null && !(await this.referralCoupons.isKnown(referral))) {
      const fresh = await this.limiter.take([
        { key: `referral-new:uid:${user.uid}`, limit: NEW_REFERRAL_CODES_PER_USER, windowMs: DAY_MS },
      ]);
      if (!fresh.allowed) {
        throw new TooManyRequestsException(
          CHECKOUT_MESSAGES.tooManyNewReferralCodes,
          fresh.retryAfterSeconds,
        );
      }
    }
    if (
      referral !== null &&
      !(await this.referralCoupons.admit(referral, this.config.campaigns.referralCouponsMax))
    ) {
      throw new BadRequestException(CHECKOUT_MESSAGES.referralUnavailable);
    }
    // One creation at a time per user (every instance): each one expires the open sessions before it
    // makes its own, so N parallel calls leave one open session.
    const created = await this.leases.withLease(user.uid, () => this.createUnderLease(user, quote, mode));
    if (created === null) throw new ConflictException(CHECKOUT_MESSAGES.sessionBusy);
    return created.value;
  }

  private async createUnderLease(
    user: VerifiedIdentity,
    quote: Quote,
    mode: 'embedded' | 'hosted',
  ): Promise<Stripe.Checkout.Session> {
    // Read again under the lease: a payment confirmed while this call waited counts.
    if (await this.customers.hasActiveSubscription(user.uid)) {
      throw new ConflictException(CHECKOUT_MESSAGES.alreadySubscribed);
    }
    try {
      const customer = await this.customers.ensureCustomer(user);
      // A boleto issued at checkout keeps its subscription incomplete until it is paid or expires: a
      // new checkout meanwhile could be paid next to it, and Stripe cannot refund a boleto.
      const pending = await this.stripe.subscriptions.list({ customer, status: 'incomplete', limit: 1 });
      if (pending.data.length > 0) throw new ConflictException(CHECKOUT_MESSAGES.boletoPending);
      // Only the newest session can be paid: an older one left open in another tab is expired, so
      // paying it can no longer create a second subscription (a race is caught by the webhooks).
      await this.expireOpenSessions(customer);
      const product = await ensurePlanProduct(this.stripe, quote);
      const coupon = quote.discount === null ? null : await ensureCoupon(this.stripe, quote.discount);
      const metadata = {
        uid: user.uid,
        plan: quote.planName,
        plan_id: quote.planId,
        interval: quote.interval,
        ...(quote.discount ? { coupon: quote.discount.couponId } : {}),
      };
      const returnUrl = `${this.config.publicSiteUrl}/checkout-return?session_id={CHECKOUT_SESSION_ID}`;
      return await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: user.uid,
        line_items: lineItems(quote, product.id),
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        allowed_payment_method_types: ['card', 'boleto'],
        locale: 'pt-BR',
        metadata,
        subscription_data: { metadata },
        ...(mode === 'embedded'
          ? // onComplete in the browser (not a redirect) ends a card payment; redirect-based methods
            // still come back through return_url.
            { ui_mode: 'embedded_page', redirect_on_completion: 'if_required', return_url: returnUrl }
          : {
              ui_mode: 'hosted_page',
              success_url: returnUrl,
              cancel_url: `${this.config.publicSiteUrl}/payment-canceled`,
            }),
      });
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        this.logger.error(`Checkout session refused for ${user.uid}: ${error.message}`);
        throw new BadRequestException(CHECKOUT_MESSAGES.sessionFailed);
      }
      throw this.providerFailure(String(error));
    }
  }

  private async expireOpenSessions(customer: string): Promise<void> {
    const open = await this.stripe.checkout.sessions
      .list({ customer, status: 'open', limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    await Promise.all(
      open.map(async (session) => {
        try {
          await this.stripe.checkout.sessions.expire(session.id);
        } catch (error) {
          // Completed or expired meanwhile: nothing left to do for this one.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
      }),
    );
  }

  private providerFailure(detail: string): BadGatewayException {
    this.logger.error(`Checkout session could not be created: ${detail}`);
    return new BadGatewayException(CHECKOUT_MESSAGES.sessionFailed);
  }
}

/** The plan's recurring price, plus any one-time add-on charged with the first payment. */
function lineItems(quote: Quote, productId: string): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return [
    {
      quantity: 1,
      price_data: {
        currency: quote.currency,
        product: productId,
        unit_amount: quote.unitAmount,
        recurring: quote.recurring,
      },
    },
    ...quote.addOns.map((addOn) => ({
      quantity: 1,
      price_data: { currency: quote.currency, unit_amount: addOn.amount, product_data: { name: addOn.name } },
    })),
  ];
}
