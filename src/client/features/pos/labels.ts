import type { PosPaymentMethod } from '@shared/pos/pos.schemas';
import { posText, type PosKey } from './pos-text';

export const PAYMENT_LABELS: Record<PosPaymentMethod, PosKey> = {
  cash: 'method.cash',
  card: 'method.card',
  wallet: 'method.wallet',
  credit: 'method.credit',
};

/** A stored method name for people; unknown ones are shown as they are. */
export const paymentLabel = (method: string) =>
  method in PAYMENT_LABELS ? posText.t(PAYMENT_LABELS[method as PosPaymentMethod]) : method;
