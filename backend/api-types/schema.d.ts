// Generated from openapi.json by `npm run openapi -w backend` (openapi-typescript). Do not edit.

export interface paths {
  '/api/auth/set-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_setCookie'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/clear-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_clearCookie'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/check-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_checkCookie'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsersController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UsersController_upsert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_plans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/promos/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_promo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/catalog/upsell-offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CatalogController_upsellOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/session-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CheckoutController_sessionStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CheckoutController_config'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/create-checkout-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CheckoutController_createCheckoutSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/create-embedded-checkout-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CheckoutController_createEmbeddedCheckoutSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/create-customer-portal-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CheckoutController_createPortalSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PasswordResetController_request'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/meta-capi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MetaCapiController_receive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
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
      interval: components['schemas']['IntervalId'];
      months: number;
      amounts: components['schemas']['PriceAmounts'];
      originalPrice: string;
      price: string;
      priceRaw: string;
      period: string;
      subtext: string;
      total: string;
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
      interval: components['schemas']['ToggleIntervalId'];
      months: number;
      amounts: components['schemas']['PromoPriceAmounts'];
      originalPrice: string;
      price: string;
      priceRaw: string;
      period: string;
      subtext: string;
      total: string;
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
      /** @description Ignored: the price comes from the catalog. */
      price?: Record<string, never>;
      /** @description Ignored: the price comes from the catalog. */
      priceRaw?: Record<string, never>;
      /** @description A catalog plan name or id. */
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
      /** @description Ignored: the price comes from the catalog. */
      price?: Record<string, never>;
      /** @description Ignored: the price comes from the catalog. */
      priceRaw?: Record<string, never>;
      /** @description A catalog plan name or id. */
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
    MetaCapiEventDto: {
      event_name: components['schemas']['TrackingEventName'];
      /** @description Unix seconds, at most 7 days old and 1 hour ahead. */
      event_time: number;
      event_id: string;
      user_data: components['schemas']['MetaCapiUserDataDto'];
      custom_data: components['schemas']['MetaCapiCustomDataDto'];
    };
    HealthResponse: {
      /** @enum {string} */
      status: 'ok';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuthController_setCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetCookieDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_clearCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
    };
  };
  AuthController_checkCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckCookieResponse'];
        };
      };
    };
  };
  UsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The caller's own uid. */
        uid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_upsert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpsertUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CatalogController_plans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogPlansResponse'];
        };
      };
    };
  };
  CatalogController_promo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CatalogController_upsellOffers: {
    parameters: {
      query: {
        /** @description A plan id or name, in any case. */
        plan: string;
        interval: components['schemas']['ToggleIntervalId'];
        superUpsell?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpsellOffersResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CheckoutController_sessionStatus: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionStatus'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CheckoutController_config: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutBrowserConfigResponse'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CheckoutController_createCheckoutSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCheckoutSessionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RedirectUrlResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CheckoutController_createEmbeddedCheckoutSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEmbeddedCheckoutSessionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbeddedCheckoutResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CheckoutController_createPortalSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomerPortalSessionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RedirectUrlResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PasswordResetController_request: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetAccepted'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  MetaCapiController_receive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MetaCapiEventDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
