import { useSyncExternalStore } from 'react';
import type { ExpiredStockDetails } from '@shared/stock-in/stock-in.schemas';
import { ApiError } from '@client/lib/api';

/** The batches of the sale refused for expired stock, shown by ExpiredStockRefusal; its dialog
 * (loaded apart from the till's first paint) reads them here. */
type Batches = ExpiredStockDetails['batches'];
const REASON: ExpiredStockDetails['reason'] = 'EXPIRED_STOCK';

let refused: Batches | null = null;
const listeners = new Set<() => void>();
export const showRefusedBatches = (batches: Batches | null) => {
  refused = batches;
  for (const listener of listeners) listener();
};

export const useRefusedBatches = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => refused,
  );

/**
 * A sale refused because use-by stock in it is past its date (422 EXPIRED_STOCK): the till says
 * which product, how many and the date. True when the refusal was this one (it is then shown).
 */
export function noteExpiredStock(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const details = error.details as Partial<ExpiredStockDetails> | undefined;
  if (details?.reason !== REASON || !Array.isArray(details.batches)) return false;
  showRefusedBatches(details.batches);
  return true;
}
