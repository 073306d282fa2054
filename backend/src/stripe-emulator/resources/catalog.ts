import type { EmulatorContext } from '../context';
import { existing, invalidParam, invalidRequest, missingParam } from '../errors';
import { newId } from '../ids';
import type { Params } from '../params';
import type { Interval, Price, Product, Recurring } from '../types';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export function createProduct(ctx: EmulatorContext, params: Params): Product {
  const created = ctx.now();
  const id = params.string('id');
  if (id && ctx.store.products.has(id)) {
    throw invalidRequest('Product already exists.', 'resource_already_exists');
  }
  const product: Product = {
    id: id || newId('prod', 14),
    object: 'product',
    active: params.boolean('active') ?? true,
    created,
    description: params.string('description') || null,
    livemode: false,
    metadata: params.metadata('metadata') ?? {},
    name: params.requiredString('name'),
    type: 'service',
    updated: created,
  };
  ctx.store.products.set(product.id, product);
  return product;
}

export function retrieveProduct(ctx: EmulatorContext, id: string, param?: string): Product {
  return existing(ctx.store.products.get(id), 'product', id, param);
}

export function retrievePrice(ctx: EmulatorContext, id: string, param?: string): Price {
  return existing(ctx.store.prices.get(id), 'price', id, param);
}

function readRecurring(params: Params): Recurring | null {
  const recurring = params.child('recurring');
  if (!recurring) return null;
  const interval: Interval | undefined = recurring.oneOf('interval', INTERVALS);
  if (!interval) throw missingParam(recurring.name('interval'));
  const intervalCount = recurring.integer('interval_count') ?? 1;
  if (intervalCount < 1)
    throw invalidParam(recurring.name('interval_count'), 'interval_count must be at least 1.');
  return {
    interval,
    interval_count: intervalCount,
    meter: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

function readUnitAmount(params: Params): number {
  const unitAmount = params.integer('unit_amount');
  if (unitAmount !== undefined) {
    if (unitAmount < 0) throw invalidParam(params.name('unit_amount'), 'unit_amount must be at least 0.');
    return unitAmount;
  }
  const decimal = params.number('unit_amount_decimal');
  if (decimal === undefined) throw missingParam(params.name('unit_amount'));
  return Math.round(decimal);
}

/**
 * Builds a Price from `POST /v1/prices` or from inline `price_data` (which Stripe stores as an inactive
 * price). `allowProductData` is true where Stripe accepts `product_data` (prices and Checkout).
 */
export function createPrice(
  ctx: EmulatorContext,
  params: Params,
  { inline, allowProductData }: { inline: boolean; allowProductData: boolean },
): Price {
  const currency = params.requiredString('currency').toLowerCase();
  const productData = allowProductData ? params.child('product_data') : undefined;
  let productId = params.string('product');
  if (!productId && productData) productId = createProduct(ctx, productData).id;
  if (!productId) throw missingParam(params.name('product'));
  retrieveProduct(ctx, productId, params.name('product'));
  const unitAmount = readUnitAmount(params);
  const recurring = readRecurring(params);
  const price: Price = {
    id: newId('price', 24),
    object: 'price',
    active: !inline,
    billing_scheme: 'per_unit',
    created: ctx.now(),
    currency,
    livemode: false,
    lookup_key: params.string('lookup_key') || null,
    metadata: params.metadata('metadata') ?? {},
    nickname: params.string('nickname') || null,
    product: productId,
    recurring,
    tax_behavior: 'unspecified',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  ctx.store.prices.set(price.id, price);
  return price;
}

/** A line's price: an existing `price` id or inline `price_data`, exactly one of them. */
export function resolveLinePrice(ctx: EmulatorContext, line: Params, allowProductData: boolean): Price {
  const priceId = line.string('price');
  const priceData = line.child('price_data');
  if (priceId && priceData) {
    throw invalidParam(
      line.name('price'),
      `You may only specify one of these parameters: ${line.name('price')}, ${line.name('price_data')}.`,
    );
  }
  if (priceId) return retrievePrice(ctx, priceId, line.name('price'));
  if (priceData) return createPrice(ctx, priceData, { inline: true, allowProductData });
  throw missingParam(line.name('price'));
}

export function productName(ctx: EmulatorContext, price: Price): string {
  return ctx.store.products.get(price.product)?.name ?? price.nickname ?? price.product;
}
