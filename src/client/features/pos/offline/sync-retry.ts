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

export type SendFailure =
  { retry: true; afterSeconds: number | null } | { retry: false; message: string };

/**
 * What a refusal of a queued sale means, by its status: a server error, a lapsed session or a
 * rate limit leave it waiting (sent again later with the same key; `afterSeconds` when a 429 or
 * 503 said how long to wait); any other refusal is final, listed with the server's reason.
 */
export function failureOfStatus(status: number, details: unknown, message: string): SendFailure {
  if (status >= 500 || [401, 408, 429].includes(status)) {
    const after = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    const told = [429, 503].includes(status) && typeof after === 'number' && after > 0;
    return { retry: true, afterSeconds: told ? after : null };
  }
  return { retry: false, message };
}
