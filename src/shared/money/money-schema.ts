import { z } from 'zod';
import { centsToDecimal, toCents } from './money';
import { fillPhrase } from '../i18n/phrase';
import { atMost, MONEY_LIMITS, type MoneyLabel } from './limits';

// The zod side of money, apart from money.ts so pages that only format amounts load without zod.

const MONEY_PATTERN = '^\\s*-?\\d{1,10}(\\.\\d{1,2})?\\s*$';

export interface MoneyOptions {
  allowNegative?: boolean;
  allowZero?: boolean;
  /** The largest amount in cents (MONEY_LIMITS.amount unless given). */
  max?: number;
  /** What the amount is, for the message: "Price must be at most R100 000.00". */
  label?: MoneyLabel;
}

/**
 * The wire form of an amount, with what the OpenAPI document should say about it: a string of
 * this pattern or a number, within the range. The messages come from the transform below.
 */
export function moneyInput(options: MoneyOptions = {}, error?: string) {
  const max = options.max ?? MONEY_LIMITS.amount;
  const min = options.allowNegative ? -max : 0;
  return z
    .union(
      [
        z.string().max(20).meta({ pattern: MONEY_PATTERN }),
        z.number().meta({ minimum: min / 100, maximum: max / 100 }),
      ],
      error ? { error } : undefined,
    )
    .meta({
      description: `Rand, as "12.50" or 12.5 (at most two decimals), from ${centsToDecimal(min)} to ${centsToDecimal(max)}`,
    });
}

/** Accepts a decimal string or number, yields cents; rejects negatives unless allowed. */
export function moneySchema(options: MoneyOptions = {}) {
  const max = options.max ?? MONEY_LIMITS.amount;
  const label: MoneyLabel = options.label ?? 'Amount';
  return moneyInput(options).transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter an amount in rand with at most two decimals',
      });
      return z.NEVER;
    }
    if (!options.allowNegative && cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'Amount cannot be negative' });
      return z.NEVER;
    }
    if (options.allowZero === false && cents === 0) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be greater than 0' });
      return z.NEVER;
    }
    if (Math.abs(cents) > max) {
      ctx.addIssue({ code: 'custom', message: fillPhrase(atMost(label, max)) });
      return z.NEVER;
    }
    return cents;
  });
}

/** A money amount as the API answers it: "12.50". */
export const DecimalStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);
