import type pg from 'pg';

/** Socket errors and PostgreSQL codes that mean the database went away, not a bad request. */
const LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What the driver says, without a code, about a connection that died under it. */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
];

/**
 * Whether `error` (or one of its causes: Drizzle wraps the driver's error) is the database
 * going away: a refused or dropped connection, a restart, a crash, a connection-class (08) code.
 */
export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Every client of the pool listens for 'error' for as long as it lives, checked out or idle.
 * The pool's own 'error' event covers idle clients only; a client checked out (mid-transaction)
 * with no listener turns a dropped connection into an uncaught exception that ends the
 * process. The request using it fails on its own (its query rejects) and the pool discards it.
 */
export function guardPool(pool: pg.Pool, onLost: (error: Error) => void) {
  // The pool repeats an idle client's error on itself; the client's own listener reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', onLost);
  });
}
