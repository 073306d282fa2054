// Generated from openapi.json by `npm run openapi -w backend` (openapi-typescript). Do not edit.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    SetCookieDto: {
      /** @description Must be the token's uid. */
      uid?: string;
      email?: string | null;
      displayName?: string | null;
    };
    OkResponse: {
      /** @enum {boolean} */
      ok: true;
    };
    ErrorBody: {
      /** @example 400 */
      statusCode: number;
      error: string;
      message: string | string[];
    };
    SessionIdentity: {
      uid: string;
      email: string | null;
      displayName: string | null;
    };
    CheckCookieResponse: {
      authenticated: boolean;
      user: components['schemas']['SessionIdentity'] | null;
    };
    UserView: {
      uid: string;
      email: string | null;
      displayName: string | null;
      phoneNumber: string | null;
      photoURL: string | null;
      /** Format: date-time */
      createdAt: string | null;
      firstName: string | null;
      lastName: string | null;
      emailVerified: boolean;
      subscription_plan: string | null;
      subscription_active: boolean | null;
      subscription_status: string | null;
      subscription_start: number | null;
      subscription_end: number | null;
      billing_notice: string | null;
    };
    UpsertUserDto: {
      /** @description Must be the caller's uid. */
      uid?: string;
      email: string;
      displayName?: string | null;
      emailVerified?: boolean;
      phoneNumber?: string | null;
      firstName?: string | null;
      lastName?: string | null;
    };
    /** @enum {string} */
    IntervalId: 'month' | 'quarter' | 'biannual' | 'year';
    StripeRecurring: {
      /** @enum {string} */
      interval: 'day';
      interval_count: number;
    };
    CatalogInterval: {
      id: components['schemas']['IntervalId'];
      label: string;
      months: number;
      recurring: components['schemas']['StripeRecurring'];
      toggle: boolean;
    };
    /** @enum {string} */
    ToggleIntervalId: 'month' | 'biannual';
    /** @enum {string} */
    PlanId: 'profissional' | 'top-afiliado' | 'elite';
    PriceAmounts: {
      /** @description Centavos. */
      originalPerMonth: number;
      /** @description Centavos. */
      perMonth: number;
      /** @description Centavos. */
      total: number;
    };
    PriceView: {
      months: number;
      originalPrice: string;
      price: string;
      priceRaw: string;
      period: string;
      subtext: string;
      total: string;
      interval: components['schemas']['IntervalId'];
      amounts: components['schemas']['PriceAmounts'];
      badge: string | null;
      recurring: components['schemas']['StripeRecurring'];
    };
    PlanPrices: {
      month: components['schemas']['PriceView'];
      quarter: components['schemas']['PriceView'];
      biannual: components['schemas']['PriceView'];
      year: components['schemas']['PriceView'];
    };
    PlanView: {
      id: components['schemas']['PlanId'];
      name: string;
      description: string;
      highlight: boolean;
      badge: string | null;
      buttonText: string;
      features: string[];
      prices: components['schemas']['PlanPrices'];
    };
    CatalogPlansResponse: {
      /** @enum {string} */
      currency: 'BRL';
      intervals: components['schemas']['CatalogInterval'][];
      defaultInterval: components['schemas']['ToggleIntervalId'];
      plans: components['schemas']['PlanView'][];
    };
    PromoConfig: {
      code: string;
      title: string;
      subtitle: string;
      discount: number;
      specialOffer: boolean;
      promoMessage: string;
      couponCode: string;
      couponId: string;
      showCountdown: boolean;
      subtextNew: string;
      referral?: boolean;
    };
    PromoPriceAmounts: {
      /** @description Centavos. */
      originalPerMonth: number;
      /** @description Centavos. */
      perMonth: number;
      /** @description Centavos. */
      total: number;
      /** @description Centavos. */
      regularTotal: number;
    };
    PromoCheckout: {
      planId: components['schemas']['PlanId'];
      planName: string;
      interval: components['schemas']['ToggleIntervalId'];
      couponId: string;
      /** @description Centavos. */
      amount: number;
    };
    PromoPriceView: {
      months: number;
      originalPrice: string;
      price: string;
      priceRaw: string;
      period: string;
      subtext: string;
      total: string;
      interval: components['schemas']['ToggleIntervalId'];
      amounts: components['schemas']['PromoPriceAmounts'];
      badge: string;
      periodBadge: string | null;
      checkout: components['schemas']['PromoCheckout'];
    };
    PromoPlanPrices: {
      month: components['schemas']['PromoPriceView'];
      biannual: components['schemas']['PromoPriceView'];
    };
    PromoPlanView: {
      id: components['schemas']['PlanId'];
      name: string;
      description: string;
      highlight: boolean;
      badge: string | null;
      buttonText: string;
      features: string[];
      prices: components['schemas']['PromoPlanPrices'];
    };
    PromoResponse: {
      /** @enum {string} */
      currency: 'BRL';
      promo: components['schemas']['PromoConfig'];
      plans: components['schemas']['PromoPlanView'][];
    };
    OfferAmounts: {
      /** @description Centavos. */
      original: number;
      /** @description Centavos. */
      price: number;
      /** @description Centavos. */
      savings: number;
      /** @description Centavos. */
      extra: number;
    };
    OfferCheckout: {
      planId: components['schemas']['PlanId'];
      planName: string;
      interval: components['schemas']['IntervalId'];
      couponId: string | null;
      /** @description Centavos. */
      amount: number;
    };
    OfferCard: {
      id: string;
      title: string;
      description: string;
      extraAmount: string;
      originalPrice: string;
      price: string;
      discount: string;
      savingsAmount: string;
      features: string[];
      featuresTitle: string;
      planName: string;
      interval: components['schemas']['IntervalId'];
      highlight: boolean;
      badge: string | null;
      planId: components['schemas']['PlanId'];
      period: string;
      amounts: components['schemas']['OfferAmounts'];
      checkout: components['schemas']['OfferCheckout'];
    };
    UpsellOffersResponse: {
      /** @enum {string} */
      currency: 'BRL';
      offers: components['schemas']['OfferCard'][];
    };
    SessionStatus: {
      /** @description 'open', 'complete' or 'expired'. */
      status: string | null;
      customer_email: string | null;
      payment_status: string | null;
      notice?: string;
    };
    CheckoutBrowserConfigResponse: {
      publishableKey?: string;
      emulatorUrl?: string;
    };
    CreateCheckoutSessionDto: {
      planName: string;
      interval: components['schemas']['IntervalId'];
      couponId?: string;
      /** @description Ignored: the session says who pays. */
      userEmail?: string;
    };
    RedirectUrlResponse: {
      url: string;
    };
    CreateEmbeddedCheckoutSessionDto: {
      planName: string;
      interval: components['schemas']['IntervalId'];
      couponId?: string;
      /** @description Ignored: the session says who pays. */
      email?: string;
    };
    EmbeddedCheckoutResponse: {
      clientSecret: string;
    };
    CustomerPortalSessionDto: {
      /** @description Ignored: the session says who pays. */
      email?: string;
    };
    PasswordResetDto: {
      /** Format: email */
      email: string;
    };
    PasswordResetAccepted: {
      /** @enum {boolean} */
      ok: true;
      message: string;
    };
    /** @enum {string} */
    TrackingEventName:
      | 'checkout_iniciado'
      | 'checkout_finalizado'
      | 'cadastro'
      | 'pagamento_confirmado'
      | 'PVNewSubs'
      | 'pv_cadastro_confirmado';
    MetaCapiUserDataDto: {
      em?: string | null;
      fn?: string | null;
      external_id?: string;
      ph?: string;
    };
    MetaCapiCustomDataDto: {
      subscription_plan?: string;
      interval?: string;
      /** @description Reais, e.g. 49.9. */
      value?: number;
      /** @enum {string} */
      currency: 'BRL';
      coupon?: string;
      utm_source?: string;
      utm_medium?: string;
      utm_campaign?: string;
      utm_term?: string;
      utm_content?: string;
      campaign_id?: string;
      referral?: string;
    };
    /** @enum {string} */
    TrackingConsent: 'granted' | 'denied';
    MetaCapiEventDto: {
      event_name: components['schemas']['TrackingEventName'];
      /** @description Unix seconds, at most 7 days old and 1 hour ahead. */
      event_time: number;
      event_id: string;
      user_data: components['schemas']['MetaCapiUserDataDto'];
      custom_data: components['schemas']['MetaCapiCustomDataDto'];
      consent?: components['schemas']['TrackingConsent'];
    };
    HealthResponse: {
      /** @enum {string} */
      status: 'ok';
    };
    ProbeResponse: {
      /** @enum {string} */
      status: 'ok';
    };
  };
  responses: never;
  parameters: {
    /** @description Id of the request across services: a well-formed value is kept, logged and echoed; otherwise the API makes one. */
    RequestId: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
