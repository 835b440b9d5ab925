import type { PosPaymentMethod } from '@shared/pos/pos.schemas';

export const PAYMENT_LABELS: Record<PosPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
  credit: 'Credit',
};

/** A stored method name for people; unknown ones are shown as they are. */
export const paymentLabel = (method: string) =>
  PAYMENT_LABELS[method as PosPaymentMethod] ?? method;
