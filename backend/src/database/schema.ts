import type { ColumnType, Generated } from 'kysely';

/** Unix seconds in a bigint column: pg returns int8 as a string, PGlite as a number or bigint. */
export type UnixSecondsColumn = ColumnType<string | number | bigint | null, number | null, number | null>;

export interface UsersTable {
  uid: string;
  email: string | null;
  display_name: string | null;
  phone_number: string | null;
  photo_url: string | null;
  first_name: string | null;
  last_name: string | null;
  email_verified: boolean;
  subscription_plan: string | null;
  subscription_active: boolean | null;
  subscription_status: string | null;
  subscription_start: UnixSecondsColumn;
  subscription_end: UnixSecondsColumn;
  stripe_customer_id: string | null;
  /** Migration 0005: a Portuguese billing notice for the user. */
  billing_notice: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  /** Unix seconds: when Stripe created the event. */
  created: UnixSecondsColumn;
  received_at: Generated<Date>;
  processed_at: Date | null;
  /** Migration 0006: the lease of the instance applying the event. */
  claimed_until: Date | null;
}

/** src/tracking: Conversions API events (payload already hashed), see migration 0003. */
export interface TrackingOutboxTable {
  id: Generated<number>;
  event_id: string;
  /** Migration 0009: who sent it + event_id (or the paid session for purchases); unique. */
  dedupe_key: string;
  event_name: string;
  event_time: UnixSecondsColumn;
  /** JSON text on insert; the parsed object on select (pg and PGlite both parse jsonb). */
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  claimed_by: string | null;
  claimed_until: Date | null;
  delivered_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

/** src/rate-limit: counters shared by every API instance (migration 0007). */
export interface RateLimitsTable {
  /** `<kind>:<sha256 of the rule's key>` (rate-limiter.service.ts storedKey): no address or e-mail. */
  key: string;
  hits: number;
  reset_at: Date;
}

/** src/password-reset: accepted requests waiting for their e-mail (migration 0008). */
export interface PasswordResetOutboxTable {
  id: Generated<number>;
  email: string;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  claimed_until: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

/** src/checkout: who is creating a checkout session for a user right now (migration 0011). */
export interface CheckoutLeasesTable {
  uid: string;
  holder: string;
  expires_at: Date;
}

/** src/webhooks: money a person must return by hand (migration 0011). */
export interface BillingAlertsTable {
  id: Generated<number>;
  kind: string;
  uid: string;
  subscription_id: string;
  payment_intent: string;
  amount: number | null;
  currency: string | null;
  detail: string | null;
  created_at: Generated<Date>;
  resolved_at: Date | null;
}

/** src/checkout: referral codes that got a Stripe coupon (migration 0011). */
export interface ReferralCouponsTable {
  code: string;
  created_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  stripe_events: StripeEventsTable;
  tracking_outbox: TrackingOutboxTable;
  rate_limits: RateLimitsTable;
  password_reset_outbox: PasswordResetOutboxTable;
  checkout_leases: CheckoutLeasesTable;
  billing_alerts: BillingAlertsTable;
  referral_coupons: ReferralCouponsTable;
}
