/**
 * What kind of failure a database error is, for the transaction helper (retry or not) and the
 * error handler (which answer): read from the SQLSTATE, or for node-postgres' own socket errors,
 * which carry none, from their errno code or message.
 */
export type PgError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The first error in the cause chain (drizzle wraps pg's) that carries a SQLSTATE. */
export function pgErrorOf(err: unknown): PgError | undefined {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && !SOCKET_CODES.has(e.code))
      return e;
    e = e.cause as PgError | undefined;
  }
  return undefined;
}

const sqlStateOf = (err: unknown) => pgErrorOf(err)?.code as string | undefined;

/** Socket errors of Node (no SQLSTATE): the server went away or cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres' and pg-pool's own messages for a connection that died or never came. */
const LOST_MESSAGES = [
  'Connection terminated',
  'is not queryable', // 'Client has encountered a connection error and is not queryable'
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The connection was lost or could not be made: SQLSTATE class 08 (but 08P01 protocol_violation,
 * which our own statement causes, such as a wrong number of parameters), the server shutting down
 * or terminating the backend (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now), too many connections (53300), or a socket error without a SQLSTATE.
 */
export function isConnectionLoss(err: unknown): boolean {
  const state = sqlStateOf(err);
  if (state)
    return (
      (state.startsWith('08') && state !== '08P01') ||
      ['57P01', '57P02', '57P03', '53300'].includes(state)
    );
  for (let e = err as PgError | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && SOCKET_CODES.has(e.code)) return true;
    // drizzle's wrapper quotes the statement and its parameters: those are not pg's words.
    const message = typeof e.message === 'string' ? e.message : '';
    if (!message.startsWith('Failed query:') && LOST_MESSAGES.some((m) => message.includes(m)))
      return true;
    e = e.cause as PgError | undefined;
  }
  return false;
}

/** A serialization failure (40001) or deadlock (40P01): the same transaction may succeed again. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state === '40001' || state === '40P01';
}

/** A row lock not granted at once (55P03 lock_not_available: NOWAIT or lock_timeout). */
export function isLockNotAvailable(err: unknown): boolean {
  return sqlStateOf(err) === '55P03';
}

/**
 * An error of the moment rather than of the request: a savepoint that catches refusals row by
 * row must let these through, so the whole transaction is retried or fails with its own answer.
 */
export function isTransient(err: unknown): boolean {
  return isConnectionLoss(err) || isRetryableConflict(err) || isLockNotAvailable(err);
}
