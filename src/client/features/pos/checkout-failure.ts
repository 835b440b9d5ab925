import { POS_MESSAGES, type PriceChangedDetails } from '@shared/pos/pos.schemas';
import { ApiError } from '@client/lib/api';

export interface ShortStock {
  productId: string;
  name: string;
  available: number;
}

export type CheckoutFailure =
  | { kind: 'prices'; details: PriceChangedDetails; message: string }
  | { kind: 'stock'; products: ShortStock[]; message: string }
  | { kind: 'other'; message: string };

export const OFFLINE_RETRY =
  'No answer from the server. Tap Checkout again: the sale is never charged twice.';

/** Reads a failed checkout: stale prices and short stock change the cart; the rest is said. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: OFFLINE_RETRY };
  const message = error.serverMessage ?? POS_MESSAGES.failure;
  const details = error.details as { reason?: string; products?: unknown } | undefined;
  if (error.status === 409 && details?.reason === 'PRICE_CHANGED') {
    return { kind: 'prices', details: details as PriceChangedDetails, message };
  }
  if (error.status === 409 && details?.reason === 'INSUFFICIENT_STOCK') {
    return { kind: 'stock', products: details.products as ShortStock[], message };
  }
  return { kind: 'other', message };
}
