import { POS_MESSAGES, type PriceChangedDetails } from '@shared/pos/pos-constants';
import { ApiError } from '@client/lib/api';
import { messageText } from '@client/i18n/common-text';
import { posText } from './pos-text';

export interface ShortStock {
  productId: string;
  name: string;
  available: number;
}

export type CheckoutFailure =
  | { kind: 'prices'; details: PriceChangedDetails; message: string }
  | { kind: 'stock'; products: ShortStock[]; message: string }
  | { kind: 'other'; message: string };

/** Reads a failed checkout: stale prices and short stock change the cart; the rest is said. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: posText.t('noAnswer') };
  const message = error.serverMessage ?? messageText(POS_MESSAGES.failure);
  const details = error.details as { reason?: string; products?: unknown } | undefined;
  if (error.status === 409 && details?.reason === 'PRICE_CHANGED') {
    return { kind: 'prices', details: details as PriceChangedDetails, message };
  }
  if (error.status === 409 && details?.reason === 'INSUFFICIENT_STOCK') {
    return { kind: 'stock', products: details.products as ShortStock[], message };
  }
  return { kind: 'other', message };
}
