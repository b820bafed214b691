/**
 * The database could not be reached or dropped the connection (a restart, a failover, a
 * network cut): not a bug of the request, and the same call will work once the server is back.
 * Answered 503 DATABASE_UNAVAILABLE (http/error-answer.ts); the pool reconnects by itself.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures of the connection to the server (Node's system error codes). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server is going away or not there yet, not that the statement is
 * wrong: class 08 (connection exception), 57P01–57P03 (admin or crash shutdown, cannot
 * connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own errors for a connection that died or never came (they carry no code). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

/** Whether an error from node-postgres means "the server is unreachable", not "this query failed". */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  // A refused connection to a host with several addresses (localhost: ::1 and 127.0.0.1).
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** Rethrows a connection failure as DatabaseUnavailableError, anything else as it is. */
export function asDatabaseError(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}
