/**
 * The fields of GET /api/users/{uid} before the user has a server record (SPEC §3): no profile from the
 * sign-up form, an unverified e-mail and empty subscription fields.
 */
export const WITHOUT_SERVER_RECORD = {
  firstName: null,
  lastName: null,
  emailVerified: false,
  subscription_plan: null,
  subscription_active: null,
  subscription_status: null,
  subscription_start: null,
  subscription_end: null,
  billing_notice: null,
} as const;
