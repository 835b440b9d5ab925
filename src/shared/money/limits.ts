import { phrase, type Phrase } from '../i18n/phrase';
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

/** What an amount past its maximum is called, each with its message; the limit is a value. */
export const AT_MOST_MESSAGES = {
  Amount: 'Amount must be at most {limit}',
  Price: 'Price must be at most {limit}',
  'Unit price': 'Unit price must be at most {limit}',
  'Credit limit': 'Credit limit must be at most {limit}',
  'A line': 'A line must be at most {limit}',
  'A sale': 'A sale must be at most {limit}',
  'An order': 'An order must be at most {limit}',
  'A discount': 'A discount must be at most {limit}',
} as const;
export type MoneyLabel = keyof typeof AT_MOST_MESSAGES;

/** "Price must be at most R100 000.00": the spec's message style, with the limit in rand. */
export const atMost = (label: MoneyLabel, max: Cents): Phrase =>
  phrase(AT_MOST_MESSAGES[label], { limit: formatRand(max) });

/** The message for the first amount past its limit (a line, then the whole), or null. */
export function overLimit(
  lineTotals: readonly Cents[],
  total: Cents,
  whole: 'sale' | 'order',
): Phrase | null {
  if (lineTotals.some((line) => line > MONEY_LIMITS.line))
    return atMost('A line', MONEY_LIMITS.line);
  if (total <= MONEY_LIMITS.sale) return null;
  return atMost(whole === 'sale' ? 'A sale' : 'An order', MONEY_LIMITS.sale);
}

export const LIMIT_MESSAGES = {
  wallet: (balance: Cents) =>
    phrase('A wallet can hold at most {limit} (this one holds {balance})', {
      limit: formatRand(MONEY_LIMITS.walletBalance),
      balance: formatRand(balance),
    }),
} as const;
