/** The User object of SPEC §3 as the API returns it: the server record merged over the Firebase user. */
export interface UserView {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  /** ISO 8601. */
  createdAt: string | null;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  subscription_plan: string | null;
  subscription_active: boolean | null;
  subscription_status: string | null;
  /** Unix seconds. */
  subscription_start: number | null;
  /** Unix seconds. */
  subscription_end: number | null;
  /** Portuguese notice about billing (e.g. a second payment was cancelled and refunded), or null. */
  billing_notice: string | null;
}
