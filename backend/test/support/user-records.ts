// What GET /api/users/{uid} answers for the fields a user gets from the API rather than Firebase
// (SPEC §3), before anything wrote them.

/** Before the sign-up form's POST: no names, and an e-mail Firebase has not verified. */
export const NO_PROFILE = { firstName: null, lastName: null, emailVerified: false } as const;

/** Before any webhook: empty subscription fields and no billing notice. */
export const NO_SUBSCRIPTION = {
  subscription_plan: null,
  subscription_active: null,
  subscription_status: null,
  subscription_start: null,
  subscription_end: null,
  billing_notice: null,
} as const;
