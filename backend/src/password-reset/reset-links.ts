/** Creates password-reset links with the sign-in service (Firebase); faked in unit tests. */
export const PASSWORD_RESET_LINKS = Symbol('PASSWORD_RESET_LINKS');

export interface PasswordResetLinks {
  /**
   * The link that lets the owner of `email` choose a new password, or null when no account uses
   * that address. `continueUrl` is where the sign-in service's page offers to go afterwards.
   */
  create(email: string, continueUrl: string): Promise<string | null>;
}
