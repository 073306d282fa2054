import type {
  CheckoutLineItem,
  CheckoutSession,
  Coupon,
  Customer,
  Invoice,
  PortalSession,
  Price,
  Product,
  Refund,
  StripeEvent,
  Subscription,
} from './types';

export interface BoletoVoucher {
  number: string;
  expires_at: number;
  amount: number;
  status: 'pending' | 'paid' | 'expired';
}

export interface WebhookDelivery {
  event: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed' | 'skipped';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
}

/** All emulator state, in memory. Insertion order is creation order (lists read it newest first). */
export class Store {
  readonly customers = new Map<string, Customer>();
  readonly coupons = new Map<string, Coupon>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly checkoutSessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly events = new Map<string, StripeEvent>();
  readonly refunds = new Map<string, Refund>();
  // Data Stripe keeps but does not return on the object itself.
  readonly sessionLineItems = new Map<string, CheckoutLineItem[]>();
  readonly sessionCoupons = new Map<string, string>();
  readonly sessionSubscriptionMetadata = new Map<string, Record<string, string>>();
  readonly subscriptionCoupons = new Map<string, string>();
  /** How many periods each subscription has started (0 for the first). */
  readonly subscriptionCycles = new Map<string, number>();
  readonly boletos = new Map<string, BoletoVoucher>();
  readonly webhookDeliveries: WebhookDelivery[] = [];

  reset(): void {
    for (const value of Object.values(this)) {
      if (value instanceof Map) value.clear();
    }
    this.webhookDeliveries.length = 0;
  }

  /** Looks an object up by its id prefix (used by `expand`). */
  findById(id: string): object | undefined {
    const tables: [string, Map<string, object>][] = [
      ['cus_', this.customers],
      ['sub_', this.subscriptions],
      ['in_', this.invoices],
      ['price_', this.prices],
      ['prod_', this.products],
      ['cs_', this.checkoutSessions],
      ['bps_', this.portalSessions],
      ['evt_', this.events],
      ['re_', this.refunds],
    ];
    for (const [prefix, table] of tables) if (id.startsWith(prefix)) return table.get(id);
    return this.coupons.get(id);
  }

  snapshot(): Record<string, unknown> {
    const values = <T>(map: Map<string, T>): T[] => [...map.values()];
    return {
      customers: values(this.customers),
      coupons: values(this.coupons),
      products: values(this.products),
      prices: values(this.prices),
      checkout_sessions: values(this.checkoutSessions).map((session) => ({
        ...session,
        line_items: this.sessionLineItems.get(session.id) ?? [],
        boleto: this.boletos.get(session.id) ?? null,
      })),
      subscriptions: values(this.subscriptions),
      invoices: values(this.invoices),
      billing_portal_sessions: values(this.portalSessions),
      events: values(this.events),
      refunds: values(this.refunds),
      webhook_deliveries: this.webhookDeliveries,
    };
  }
}
