const chains = new Map<string, Promise<unknown>>();

/**
 * One writer of a shop's till copy at a time, across this phone's tabs too (Web Locks where the
 * browser has them, else one queue in this tab): a sync and a catalogue refresh never
 * interleave, so a sale the server has taken is counted once in the phone's copy of the stock.
 */
export function withTillLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(`kasitrade-till-sync-${userId}`, () => work()) as Promise<T>;
  }
  const next = (chains.get(userId) ?? Promise.resolve()).catch(() => {}).then(work);
  chains.set(userId, next);
  return next;
}
