import { MAX_COUNTS_PER_CALL } from '@shared/stock-takes/stock-takes.schemas';
import { ApiError } from '@client/lib/api';

/** Units per product this phone has counted but the server has not yet taken. */
export type Deltas = Readonly<Record<string, number>>;

/** Adds to one product's units; a product back at 0 has nothing left to send. */
export function addDelta(deltas: Deltas, productId: string, quantity: number): Deltas {
  const { [productId]: before = 0, ...rest } = deltas;
  const after = before + quantity;
  return after === 0 ? rest : { ...rest, [productId]: after };
}

export const mergeDeltas = (into: Deltas, from: Deltas): Deltas =>
  Object.entries(from).reduce((all, [id, quantity]) => addDelta(all, id, quantity), into);

export const isEmpty = (deltas: Deltas) => Object.keys(deltas).length === 0;

/** One call's worth of counts (the contract takes at most MAX_COUNTS_PER_CALL), and the rest. */
export function nextBatch(deltas: Deltas): { batch: Deltas; rest: Deltas } {
  const entries = Object.entries(deltas);
  return {
    batch: Object.fromEntries(entries.slice(0, MAX_COUNTS_PER_CALL)),
    rest: Object.fromEntries(entries.slice(MAX_COUNTS_PER_CALL)),
  };
}

export const countsOf = (deltas: Deltas) =>
  Object.entries(deltas).map(([productId, quantity]) => ({ productId, quantity }));

/**
 * Whether sending again may work: no answer (offline, status 0), a server fault, a timeout or too many
 * requests. A refusal (the count closed, a product out of scope, a count below 0) will not.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Waits longer after each failure in a row: 2 s, 4 s, 8 s ... at most 30 s. */
export const retryDelay = (failures: number) => Math.min(2_000 * 2 ** (failures - 1), 30_000);
