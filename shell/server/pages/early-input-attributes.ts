/**
 * The value of `navigationAttribute`: an EarlyNavigation with its values already encoded as the
 * shell's storage writes them (shell/src/lib/early-input.ts makes it, the capture script in early-input.ts reads it).
 */
export interface EarlyNavigationAttribute {
  /** A path of this site. */
  to: string;
  /** Storage key → the string `storage.set` would store, in order. */
  store: Record<string, string>;
  /** The key that receives the page's own path and query string. */
  here?: string;
}

/**
 * The value of `copyAttribute`: an EarlyCopy with what the shell's toaster adds (its region's label
 * and how long a toast shows), made by shell/src/lib/early-input.ts and read by the capture script.
 */
export interface EarlyCopyAttribute {
  text: string;
  title: string;
  description?: string;
  /** The toaster region's accessible name ('Notificações'). */
  label: string;
  /** Its close button's accessible name ('Fechar'). */
  close: string;
  /** How long the toast shows (the toaster's default duration). */
  ms: number;
}
