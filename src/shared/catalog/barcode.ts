import { z } from 'zod';
import {
  BARCODE_MESSAGES,
  isValidRetailCode,
  looksLikeRetailCode,
  MAX_BARCODES_PER_PRODUCT,
  normaliseBarcode,
  SHOP_CODE_PATTERN,
} from './barcode-rules';

export * from './barcode-rules';

/** The barcode schemas (the rules themselves are in barcode-rules.ts). */
export const BarcodeSchema = z
  .string({ error: BARCODE_MESSAGES.characters })
  .transform(normaliseBarcode)
  .refine((code) => SHOP_CODE_PATTERN.test(code), BARCODE_MESSAGES.characters)
  .refine(
    (code) => !looksLikeRetailCode(code) || isValidRetailCode(code),
    BARCODE_MESSAGES.checkDigit,
  );

/** A product's codes: repeats dropped. */
export const BarcodesSchema = z
  .array(BarcodeSchema, { error: 'Barcodes must be a list of codes' })
  .max(MAX_BARCODES_PER_PRODUCT, BARCODE_MESSAGES.tooMany)
  .transform((codes) => [...new Set(codes)]);
