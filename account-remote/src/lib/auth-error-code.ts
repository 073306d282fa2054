/** The sign-in service's error code (e.g. 'auth/invalid-credential') of a rejected auth action, or ''. */
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

/** The message for an error's code, or `fallback` for any other code (or none). */
export function messageForCode(
  messagesByCode: Readonly<Record<string, string>>,
  error: unknown,
  fallback: string,
): string {
  const code = authErrorCode(error);
  return Object.hasOwn(messagesByCode, code) ? (messagesByCode[code] ?? fallback) : fallback;
}
