import type { EmulatorContext } from '../context';
import { existing, invalidParam } from '../errors';
import { newId, randomToken } from '../ids';
import { filterParam, paginate } from '../lists';
import type { Params } from '../params';
import type { ApiList, Customer } from '../types';

export function createCustomer(ctx: EmulatorContext, params: Params): Customer {
  const customer: Customer = {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: ctx.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: params.string('description') ?? null,
    email: params.string('email') || null,
    invoice_prefix: randomToken(8).toUpperCase(),
    livemode: false,
    metadata: params.metadata('metadata') ?? {},
    name: params.string('name') || null,
    phone: params.string('phone') || null,
    preferred_locales: params.stringList('preferred_locales'),
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  ctx.store.customers.set(customer.id, customer);
  ctx.emit('customer.created', customer);
  return customer;
}

export function retrieveCustomer(ctx: EmulatorContext, id: string, param?: string): Customer {
  return existing(ctx.store.customers.get(id), 'customer', id, param);
}

export function updateCustomer(ctx: EmulatorContext, id: string, params: Params): Customer {
  const customer = retrieveCustomer(ctx, id);
  const previous: Record<string, unknown> = {};
  const set = <K extends 'email' | 'name' | 'phone' | 'description'>(key: K): void => {
    const value = params.string(key);
    if (value === undefined) return;
    previous[key] = customer[key];
    customer[key] = value || null;
  };
  set('email');
  set('name');
  set('phone');
  set('description');
  const metadata = params.metadata('metadata', customer.metadata);
  if (metadata) {
    previous['metadata'] = customer.metadata;
    customer.metadata = metadata;
  }
  if (Object.keys(previous).length > 0) ctx.emit('customer.updated', customer, previous);
  return customer;
}

export function listCustomers(ctx: EmulatorContext, params: Params): ApiList<Customer> {
  const email = filterParam(params, 'email');
  const customers = [...ctx.store.customers.values()].filter((customer) => email(customer.email));
  return paginate(customers, params, '/v1/customers');
}

/** Supports the one query form we use: `email:'someone@example.com'`. */
export function searchCustomers(ctx: EmulatorContext, params: Params) {
  const query = params.requiredString('query');
  const match = /^\s*email\s*:\s*(['"])(.*)\1\s*$/.exec(query);
  if (!match) throw invalidParam('query', `The emulator only supports the query email:'…', got: ${query}`);
  const email = match[2];
  const data = [...ctx.store.customers.values()].filter((customer) => customer.email === email).reverse();
  return {
    object: 'search_result' as const,
    data,
    has_more: false,
    next_page: null,
    url: '/v1/customers/search',
  };
}

/**
 * DELETE /v1/customers/:id: Stripe then answers retrieve with `{id, object, deleted: true}`; the
 * emulator forgets the customer (a later retrieve is a 404, which callers treat the same way).
 */
export function deleteCustomer(
  ctx: EmulatorContext,
  id: string,
): { id: string; object: 'customer'; deleted: true } {
  retrieveCustomer(ctx, id);
  ctx.store.customers.delete(id);
  ctx.emit('customer.deleted', { id, object: 'customer', deleted: true });
  return { id, object: 'customer', deleted: true };
}
