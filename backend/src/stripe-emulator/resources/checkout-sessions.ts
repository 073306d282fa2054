import type { EmulatorContext } from '../context';
import { existing, invalidParam, invalidRequest, missingParam, noSuch, StripeApiError } from '../errors';
import { newId, randomToken } from '../ids';
import { paginate } from '../lists';
import type { Params } from '../params';
import type { ApiList, CheckoutLineItem, CheckoutSession, Coupon, PaymentMethodType, Price } from '../types';
import { fillSessionId, validUrl } from '../urls';
import { couponDiscount, retrieveCoupon } from './coupons';
import { retrieveCustomer } from './customers';
import { productName, resolveLinePrice } from './catalog';

const SUPPORTED_PAYMENT_METHODS: readonly PaymentMethodType[] = ['card', 'boleto'];
const DAY = 24 * 60 * 60;

function unknownParameter(param: string): StripeApiError {
  return invalidParam(param, `Received unknown parameter: ${param}`, 'parameter_unknown');
}

function readMode(params: Params): CheckoutSession['mode'] {
  const mode = params.requiredString('mode');
  if (mode === 'subscription' || mode === 'payment') return mode;
  throw invalidParam('mode', `Invalid mode: the emulator supports subscription and payment, got ${mode}`);
}

/** stripe v23 speaks `embedded_page` / `hosted_page`; `hosted` is accepted as an alias, the removed `embedded` is not. */
function readUiMode(params: Params): CheckoutSession['ui_mode'] {
  const uiMode = params.string('ui_mode') ?? 'hosted_page';
  if (uiMode === 'embedded_page') return 'embedded_page';
  if (uiMode === 'hosted_page' || uiMode === 'hosted') return 'hosted_page';
  throw invalidParam(
    'ui_mode',
    `Invalid ui_mode: must be one of elements, embedded_page, form or hosted_page (the emulator supports embedded_page and hosted_page), got ${uiMode}`,
  );
}

function readPaymentMethods(params: Params, currency: string): PaymentMethodType[] | null {
  if (!params.has('allowed_payment_method_types')) return null;
  const types = params.stringList('allowed_payment_method_types');
  types.forEach((type, index) => {
    if (!(SUPPORTED_PAYMENT_METHODS as readonly string[]).includes(type)) {
      throw invalidParam(
        `allowed_payment_method_types[${index}]`,
        `The emulator supports card and boleto, got ${type}`,
      );
    }
    if (type === 'boleto' && currency !== 'brl') {
      throw invalidParam(
        `allowed_payment_method_types[${index}]`,
        'The payment method `boleto` only supports the currency brl.',
      );
    }
  });
  return types as PaymentMethodType[];
}

function readCoupon(ctx: EmulatorContext, params: Params): Coupon | null {
  const discounts = params.list('discounts');
  if (discounts.length > 0 && params.boolean('allow_promotion_codes') !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: allow_promotion_codes, discounts.');
  }
  if (discounts.length > 1) throw invalidParam('discounts', 'You may only specify one discount.');
  const discount = discounts[0];
  if (!discount) return null;
  const promotionCode = discount.string('promotion_code');
  if (promotionCode) throw noSuch('promotion code', promotionCode, discount.name('promotion_code'));
  const coupon = retrieveCoupon(ctx, discount.requiredString('coupon'), discount.name('coupon'));
  if (!coupon.valid) throw invalidParam(discount.name('coupon'), `Coupon ${coupon.id} is no longer valid.`);
  return coupon;
}

function readLines(
  ctx: EmulatorContext,
  params: Params,
  mode: CheckoutSession['mode'],
): { price: Price; quantity: number }[] {
  const lines = params.list('line_items');
  if (lines.length === 0) throw missingParam('line_items');
  const read = lines.map((line) => {
    const price = resolveLinePrice(ctx, line, true);
    const quantity = line.integer('quantity');
    if (quantity === undefined) throw missingParam(line.name('quantity'));
    if (quantity < 1) throw invalidParam(line.name('quantity'), 'Quantity must be at least 1.');
    if (mode === 'payment' && price.recurring) {
      throw invalidParam(line.name('price'), 'You specified `payment` mode but passed a recurring price.');
    }
    return { price, quantity };
  });
  if (mode === 'subscription' && !read.some(({ price }) => price.recurring)) {
    throw invalidParam(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    );
  }
  const currencies = new Set(read.map(({ price }) => price.currency));
  if (currencies.size > 1) throw invalidParam('line_items', 'All line items must use the same currency.');
  return read;
}

/** Spreads the coupon over the lines in proportion, so the line totals add up to the session total. */
function buildLineItems(
  ctx: EmulatorContext,
  lines: { price: Price; quantity: number }[],
  coupon: Coupon | null,
): CheckoutLineItem[] {
  const subtotal = lines.reduce((sum, { price, quantity }) => sum + price.unit_amount * quantity, 0);
  const totalDiscount = coupon ? couponDiscount(coupon, subtotal) : 0;
  let discountLeft = totalDiscount;
  return lines.map(({ price, quantity }, index) => {
    const amount = price.unit_amount * quantity;
    const isLast = index === lines.length - 1;
    const discount = isLast
      ? discountLeft
      : subtotal === 0
        ? 0
        : Math.round((totalDiscount * amount) / subtotal);
    discountLeft -= discount;
    return {
      id: newId('li', 24),
      object: 'item',
      amount_discount: discount,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount - discount,
      currency: price.currency,
      description: productName(ctx, price),
      price,
      quantity,
    };
  });
}

export function createCheckoutSession(ctx: EmulatorContext, params: Params): CheckoutSession {
  // Removed in the API version stripe v23 pins; real Stripe rejects it, so we do too.
  if (params.has('payment_method_types')) throw unknownParameter('payment_method_types');
  const mode = readMode(params);
  const uiMode = readUiMode(params);
  const embedded = uiMode === 'embedded_page';
  const returnUrl = validUrl(params.string('return_url'), 'return_url');
  const successUrl = validUrl(params.string('success_url'), 'success_url');
  const cancelUrl = validUrl(params.string('cancel_url'), 'cancel_url');
  const redirectOnCompletion = embedded
    ? (params.oneOf('redirect_on_completion', ['always', 'if_required', 'never'] as const) ?? 'always')
    : null;
  if (!embedded && params.has('redirect_on_completion')) {
    throw invalidParam(
      'redirect_on_completion',
      'redirect_on_completion is only allowed if ui_mode is embedded_page.',
    );
  }
  if (redirectOnCompletion === 'never' && returnUrl) {
    throw invalidParam('return_url', 'return_url is not allowed if redirect_on_completion is never.');
  }
  if (embedded && redirectOnCompletion !== 'never' && !returnUrl) throw missingParam('return_url');
  if (embedded && (successUrl || cancelUrl)) {
    throw invalidParam(
      successUrl ? 'success_url' : 'cancel_url',
      'This parameter is not allowed if ui_mode is embedded_page.',
    );
  }
  if (!embedded && returnUrl)
    throw invalidParam('return_url', 'return_url is only allowed if ui_mode is embedded_page or elements.');

  const customerId = params.string('customer') || null;
  const customerEmail = params.string('customer_email') || null;
  if (customerId && customerEmail)
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.');
  if (customerId) retrieveCustomer(ctx, customerId, 'customer');

  const lines = readLines(ctx, params, mode);
  const currency = lines[0]?.price.currency ?? 'brl';
  const allowedTypes = readPaymentMethods(params, currency);
  const coupon = readCoupon(ctx, params);
  const lineItems = buildLineItems(ctx, lines, coupon);
  const subtotal = lineItems.reduce((sum, line) => sum + line.amount_subtotal, 0);
  const discount = lineItems.reduce((sum, line) => sum + line.amount_discount, 0);

  const created = ctx.now();
  const expiresAt = params.integer('expires_at') ?? created + DAY;
  if (expiresAt < created + 30 * 60 || expiresAt > created + DAY) {
    throw invalidParam('expires_at', 'expires_at must be between 30 minutes and 24 hours from now.');
  }
  const id = newId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: params.boolean('allow_promotion_codes') ?? null,
    allowed_payment_method_types: allowedTypes,
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    cancel_url: cancelUrl ?? null,
    client_reference_id: params.string('client_reference_id') || null,
    client_secret: embedded ? `${id}_secret_${randomToken(24)}` : null,
    created,
    currency,
    customer: customerId,
    customer_creation:
      mode === 'payment'
        ? (params.oneOf('customer_creation', ['always', 'if_required'] as const) ?? 'if_required')
        : null,
    customer_details: null,
    customer_email: customerEmail,
    discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    locale: params.string('locale') || null,
    metadata: params.metadata('metadata') ?? {},
    mode,
    payment_intent: null,
    payment_method_types: allowedTypes ?? ['card'],
    payment_status: 'unpaid',
    redirect_on_completion: redirectOnCompletion,
    return_url: fillSessionId(returnUrl, id),
    status: 'open',
    subscription: null,
    success_url: fillSessionId(successUrl, id),
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: uiMode,
    url: embedded ? null : `${ctx.publicUrl}/pay/${id}`,
  };
  ctx.store.checkoutSessions.set(id, session);
  ctx.store.sessionLineItems.set(id, lineItems);
  if (coupon) ctx.store.sessionCoupons.set(id, coupon.id);
  const subscriptionMetadata = params.child('subscription_data')?.metadata('metadata');
  if (subscriptionMetadata) ctx.store.sessionSubscriptionMetadata.set(id, subscriptionMetadata);
  return session;
}

/** Sessions left open past `expires_at` expire when next looked at (there is no background clock). */
function expireIfDue(ctx: EmulatorContext, session: CheckoutSession): CheckoutSession {
  if (session.status === 'open' && ctx.now() >= session.expires_at) {
    session.status = 'expired';
    ctx.emit('checkout.session.expired', session);
  }
  return session;
}

export function retrieveCheckoutSession(ctx: EmulatorContext, id: string): CheckoutSession {
  return expireIfDue(ctx, existing(ctx.store.checkoutSessions.get(id), 'checkout.session', id));
}

/** The browser side knows a session by its id (hosted) or its client secret (embedded). */
export function findSessionForBrowser(ctx: EmulatorContext, idOrSecret: string): CheckoutSession {
  const secretAt = idOrSecret.indexOf('_secret_');
  if (secretAt === -1) return retrieveCheckoutSession(ctx, idOrSecret);
  const session = ctx.store.checkoutSessions.get(idOrSecret.slice(0, secretAt));
  if (!session || session.client_secret !== idOrSecret)
    throw noSuch('checkout.session', idOrSecret.slice(0, secretAt));
  return expireIfDue(ctx, session);
}

export function sessionLineItems(ctx: EmulatorContext, sessionId: string): CheckoutLineItem[] {
  return ctx.store.sessionLineItems.get(sessionId) ?? [];
}

export function listSessionLineItems(
  ctx: EmulatorContext,
  sessionId: string,
  params: Params,
): ApiList<CheckoutLineItem> {
  retrieveCheckoutSession(ctx, sessionId);
  const items = [...sessionLineItems(ctx, sessionId)].reverse(); // paginate lists newest first; keep line order
  return paginate(items, params, `/v1/checkout/sessions/${sessionId}/line_items`);
}

export function expireCheckoutSession(ctx: EmulatorContext, id: string): CheckoutSession {
  const session = retrieveCheckoutSession(ctx, id);
  if (session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = 'expired';
  ctx.emit('checkout.session.expired', session);
  return session;
}
