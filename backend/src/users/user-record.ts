/** The server's own record of a user (table users), as the services see it. */
export interface UserRecord {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  subscriptionPlan: string | null;
  subscriptionActive: boolean | null;
  subscriptionStatus: string | null;
  /** Unix seconds. */
  subscriptionStart: number | null;
  /** Unix seconds. */
  subscriptionEnd: number | null;
  stripeCustomerId: string | null;
  /** Portuguese notice about billing (e.g. a duplicate payment was refunded), or null. */
  billingNotice: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The profile fields a user may write about themselves (never subscription or billing fields). */
export interface ProfileUpdate {
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
}

export const USERS_REPOSITORY = Symbol('USERS_REPOSITORY');

export interface UsersRepository {
  findByUid(uid: string): Promise<UserRecord | null>;
  /** Inserts the record or updates its profile fields; subscription fields are left as they are. */
  upsertProfile(uid: string, profile: ProfileUpdate): Promise<UserRecord>;
  /** Sets (or, with null, clears) the Portuguese billing notice shown in the user area. */
  setBillingNotice(uid: string, notice: string | null): Promise<void>;
}

/** The user's subscription fields of SPEC §3, as the webhooks maintain them (users table columns). */
export interface SubscriptionFields {
  subscription_plan: string | null;
  subscription_active: boolean;
  subscription_status: string;
  /** Unix seconds. */
  subscription_start: number | null;
  /** Unix seconds. */
  subscription_end: number | null;
}
