import { z } from 'zod';

/**
 * A South African VAT number: 10 digits, the first a 4 (SARS; /work/shared/spaza-rules.md).
 * Spaces and dashes people type between the digits are dropped before the check.
 */
export const VAT_NUMBER_MESSAGE = 'A VAT number is 10 digits starting with 4';

/** The digits as stored and printed: "4 123-456 789" becomes "4123456789". */
export const normaliseVatNumber = (text: string) => text.replace(/[\s-]/g, '');

export const isVatNumber = (text: string) => /^4\d{9}$/.test(normaliseVatNumber(text));

/** The shop's VAT number as typed ("4123 456 789"), kept as its 10 digits; empty or null clears it. */
export const VatNumberSchema = z
  .string({ error: VAT_NUMBER_MESSAGE })
  .transform(normaliseVatNumber)
  .refine((text) => text === '' || isVatNumber(text), VAT_NUMBER_MESSAGE)
  .nullable()
  .transform((text) => text || null);
