/** SPEC §3 User: the server record merged over the sign-in data (GET /api/users/{uid}). */
export interface UserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber?: string | null;
  /** Older records call it phone. */
  phone?: string | null;
  photoURL?: string | null;
  /** ISO 8601. */
  createdAt?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailVerified?: boolean;
  subscription_plan?: string | null;
  subscription_active?: boolean | null;
  subscription_status?: string | null;
  /** Unix seconds. */
  subscription_start?: number | null;
  /** Unix seconds. */
  subscription_end?: number | null;
  /** A Portuguese notice about billing from the API (e.g. a second payment was refunded), or null. */
  billing_notice?: string | null;
}
