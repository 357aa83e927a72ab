// SQLSTATEs that mean the server went away or will not take connections right now
// (PostgreSQL appendix A): admin_shutdown, crash_shutdown, cannot_connect_now.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
// Class 08 is "connection exception" as a whole.
const CONNECTION_EXCEPTION_CLASS = '08';
// What Node's sockets report when the server cannot be reached or drops the connection.
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres raises these as plain Errors without a code (pg/lib/client.js,
// pg-pool/index.js), so their exact messages are all there is to recognise them by. Exact,
// because a wrapper's message (Drizzle's "Failed query: ... params: ...") holds member text.
const UNREACHABLE_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);
// Drizzle, better-auth and AggregateError wrap the real failure: a few links are plenty, and
// the bound keeps a cyclic chain from looping.
const MAX_DEPTH = 8;

/**
 * Whether `error` means "the database cannot be reached right now" (a restart, an outage, a
 * connection that timed out), as opposed to a bug or a bad query: the former is worth a retry.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return isUnavailable(error, 0);
}

function isUnavailable(error: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error ? error.message : undefined;
  const cause = 'cause' in error ? error.cause : undefined;
  const errors = 'errors' in error ? error.errors : undefined;
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.has(message)) return true;
  if (isUnavailable(cause, depth + 1)) return true;
  // Connecting to a host name with several addresses fails with one error per address.
  return Array.isArray(errors) && errors.some((inner) => isUnavailable(inner, depth + 1));
}

function isUnavailableCode(code: string): boolean {
  if (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
  return code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS);
}
