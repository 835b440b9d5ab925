/**
 * How long the till waits before sending a queued sale again when the server said when to
 * (503 or 429 with Retry-After, docs/decisions/0028-reconnect-storm.md): the server's wait plus
 * up to as much again at random, so phones turned away together do not all come back together.
 */
export function syncRetryDelay(retryAfterSeconds: number, random: () => number = Math.random) {
  return retryAfterSeconds * 1000 * (1 + random());
}

/** Told-to-wait answers the till sits out in one sync before leaving the rest to its 30 s timer. */
export const SYNC_WAITS = 5;
