import { phrase } from '../i18n/phrase';
import { formatRand, type Cents } from './money';

/**
 * The largest amounts the platform takes, in cents (README "Money limits"). They keep every
 * stored amount far inside numeric(12,2) and every total inside exact integer cents.
 */
export const MONEY_LIMITS = {
  /** A product's unit price. */
  price: 10_000_000,
  /** One line of a sale or an order: unit price times quantity. */
  line: 100_000_000,
  /** A whole sale or order, VAT included. */
  sale: 100_000_000,
  /** What one customer's wallet may hold. */
  walletBalance: 10_000_000,
  /** Any other amount: credit limits, repayments, cash tendered. */
  amount: 100_000_000,
} as const satisfies Record<string, Cents>;

/** "Price must be at most R100 000.00": the spec's message style, with the limit in rand. */
export const atMost = (what: string, max: Cents) => `${what} must be at most ${formatRand(max)}`;

/** The message for the first amount past its limit (a line, then the whole), or null. */
export function overLimit(
  lineTotals: readonly Cents[],
  total: Cents,
  whole: 'sale' | 'order',
): string | null {
  if (lineTotals.some((line) => line > MONEY_LIMITS.line)) return LIMIT_MESSAGES.line;
  return total > MONEY_LIMITS.sale ? LIMIT_MESSAGES[whole] : null;
}

export const LIMIT_MESSAGES = {
  line: atMost('A line', MONEY_LIMITS.line),
  sale: atMost('A sale', MONEY_LIMITS.sale),
  order: atMost('An order', MONEY_LIMITS.sale),
  wallet: (balance: Cents) =>
    phrase('A wallet can hold at most {limit} (this one holds {balance})', {
      limit: formatRand(MONEY_LIMITS.walletBalance),
      balance: formatRand(balance),
    }),
} as const;
