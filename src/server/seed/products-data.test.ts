import { describe, expect, it } from 'vitest';
import { isShopCode, isValidRetailCode } from '@shared/catalog/barcode';
import { DEMO_PRODUCTS } from './products-data';

describe('the demo products’ barcodes', () => {
  it('are distinct EAN-13 codes in South Africa’s GS1 range with right check digits', () => {
    const codes = DEMO_PRODUCTS.map((p) => p.barcode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^60[01]\d{10}$/);
      expect(isValidRetailCode(code), code).toBe(true);
      expect(isShopCode(code)).toBe(false);
    }
  });
});
