import { z } from 'zod';
import { toCents } from './money';

// The zod side of money, apart from money.ts so pages that only format amounts load without zod.

/** Accepts a decimal string or number, yields cents; rejects negatives unless allowed. */
export function moneySchema(options: { allowNegative?: boolean; allowZero?: boolean } = {}) {
  return z.union([z.string().max(20), z.number()]).transform((value, ctx) => {
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
    return cents;
  });
}

/** A money amount as the API answers it: "12.50". */
export const DecimalStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);
