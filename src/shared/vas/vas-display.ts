import { formatPhone } from '../phone/phone';
import { groupDigits, NETWORK_LABELS, type VasPurchase } from './vas.schemas';

type Shown = Pick<VasPurchase, 'kind' | 'recipient' | 'network' | 'voucher' | 'providerReference'>;

/** The words around a recipient, so a screen can give them in its own language. */
export interface RecipientWords {
  meter: (number: string) => string;
  to: (phone: string) => string;
}

const ENGLISH: RecipientWords = { meter: (n) => `Meter ${n}`, to: (phone) => `To ${phone}` };

/** Who or what the purchase was for: "Vodacom · 071 234 5678", "Meter 01234567890". */
export function recipientText(
  purchase: Pick<Shown, 'kind' | 'recipient' | 'network'>,
  words: RecipientWords = ENGLISH,
): string {
  if (purchase.kind === 'electricity') return words.meter(purchase.recipient);
  const phone = formatPhone(purchase.recipient);
  if (purchase.kind === 'send_money') return words.to(phone);
  return purchase.network ? `${NETWORK_LABELS[purchase.network]} · ${phone}` : phone;
}

/**
 * What the merchant hands the customer: the PIN, the token or the transfer reference (the
 * screen names it in its own language).
 */
export function codeOf(purchase: Shown): { shown: string; copy: string } | null {
  const value = purchase.kind === 'send_money' ? purchase.providerReference : purchase.voucher;
  if (!value) return null;
  const digitsOnly = /^\d+$/.test(value);
  return {
    shown: digitsOnly ? groupDigits(value) : value,
    copy: value,
  };
}
