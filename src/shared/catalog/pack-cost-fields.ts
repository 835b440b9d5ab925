import { z } from 'zod';
import { MONEY_LIMITS } from '../money/limits';
import { requiredMoney } from '../money/required-money';

// Product fields of stock in: a product's own cost, and a pack sold from another product's stock.

/** Units in a pack (a pack of 6 eggs, a case of 24 cooldrinks). */
export const MAX_PACK_UNITS = 1000;
export const packUnits = z
  .number({ error: 'Units in the pack must be a whole number from 2' })
  .int('Units in the pack must be a whole number from 2')
  .min(2, 'Units in the pack must be a whole number from 2')
  .max(MAX_PACK_UNITS, `At most ${MAX_PACK_UNITS} units in a pack`);

/** Cost per unit excluding VAT, when known; null otherwise. */
export const optionalCost = requiredMoney('Cost is required', {
  max: MONEY_LIMITS.price,
  label: 'Amount',
})
  .nullish()
  .transform((value) => value ?? null);

/** A pack names both its base product and its units, or neither. */
export const packNeedsUnits = {
  check: (p: { packOf?: string | null; packUnits?: number | null }) =>
    (p.packOf == null) === (p.packUnits == null),
  message: 'A pack needs both the product it is sold from and its number of units',
};
