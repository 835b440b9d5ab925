import { z } from 'zod';
import { isVatNumber, normaliseVatNumber, VAT_NUMBER_MESSAGE } from './vat-number';

/** The shop's VAT number as typed ("4123 456 789"), kept as its 10 digits; empty or null clears it. */
export const VatNumberSchema = z
  .string({ error: VAT_NUMBER_MESSAGE })
  .transform(normaliseVatNumber)
  .refine((text) => text === '' || isVatNumber(text), VAT_NUMBER_MESSAGE)
  .nullable()
  .transform((text) => text || null);
