/**
 * Errors that mean "the database cannot be reached right now" (down, restarting, unreachable, too
 * slow), as opposed to a bug in a query. Requests that hit one get a 503 (AllExceptionsFilter); the
 * pool replaces broken connections by itself, so the API recovers when the database comes back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE: 08xxx connection exceptions; 57P01-57P03 server shutting down / starting; 57014 timeout. */
const SQLSTATE = /^(08\d{3}|57P0[1-3]|57014|53300)$/;

/** pg's own messages for a connection lost, never made, or a query the server stopped answering. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection closed|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Not `instanceof Error`: errors made by Node's own sockets may come from another realm (vm, jest).
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // AggregateError (Node's happy-eyeballs connect) and wrapped causes.
  const { errors, cause } = error as { errors?: unknown; cause?: unknown };
  const nested = [...(Array.isArray(errors) ? (errors as unknown[]) : []), cause];
  return nested.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}
