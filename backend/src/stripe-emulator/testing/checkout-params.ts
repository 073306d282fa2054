// Test support: checkout session parameters as the API sends them (inline BRL prices, embedded form),
// and stored prices for the tests that name one by id.
import type Stripe from 'stripe';

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;
type Recurring = Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring;

/** Where the site's embedded checkout returns; Stripe fills in the session id. */
export const EMBEDDED_RETURN_URL = 'http://localhost:3000/checkout-return?session_id={CHECKOUT_SESSION_ID}';

/** One recurring BRL line priced inline (price_data), monthly unless told otherwise. */
export function recurringLine(
  name: string,
  unitAmount: number,
  recurring: Recurring = { interval: 'month' },
): LineItem {
  return {
    quantity: 1,
    price_data: { currency: 'brl', unit_amount: unitAmount, recurring, product_data: { name } },
  };
}

/** An embedded subscription session for `lines`, returning to the site; `extra` adds or overrides. */
export function embeddedSubscription(
  lines: LineItem[],
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    ui_mode: 'embedded_page',
    line_items: lines,
    return_url: EMBEDDED_RETURN_URL,
    ...extra,
  };
}

/** A stored monthly BRL price of a new product named `name`. */
export async function monthlyPrice(stripe: Stripe, name: string, unitAmount: number): Promise<Stripe.Price> {
  const product = await stripe.products.create({ name });
  return stripe.prices.create({
    product: product.id,
    currency: 'brl',
    unit_amount: unitAmount,
    recurring: { interval: 'month' },
  });
}
