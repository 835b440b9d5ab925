import type { PosPaymentMethod } from './pos.schemas';

// What a receipt says in words, for the till's dialog and slip, the shared text and the
// customer's receipt page.

export const PAYMENT_LABELS: Record<PosPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
  credit: 'Credit',
};

/** A stored method name for people; unknown ones are shown as they are. */
export const paymentLabel = (method: string) =>
  PAYMENT_LABELS[method as PosPaymentMethod] ?? method;

const receiptTime = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

/** The sale's date and time in Johannesburg, e.g. "23 Nov 2026, 14:05". */
export function receiptDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : receiptTime.format(at);
}
