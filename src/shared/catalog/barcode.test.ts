import { describe, expect, it } from 'vitest';
import {
  BarcodeSchema,
  BarcodesSchema,
  gtinCheckDigit,
  isShopCode,
  isValidRetailCode,
  shopRetailCode,
} from './barcode';

describe('GS1 check digits', () => {
  it.each([
    ['600100700001', 1], // EAN-13 6001007000011 (South African prefix 600)
    ['400638133393', 1], // EAN-13 4006381333931
    ['9638507', 4], // EAN-8 96385074
    ['03600029145', 2], // UPC-A 036000291452
    ['000000000000', 0],
  ])('the check digit of %s is %i', (body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit);
  });

  it('accepts EAN-13, EAN-8 and UPC-A with a right last digit, and refuses every wrong one', () => {
    for (const code of ['4006381333931', '96385074', '036000291452', '6001007000011']) {
      expect(isValidRetailCode(code)).toBe(true);
      const last = Number(code.at(-1));
      for (let wrong = 0; wrong < 10; wrong += 1) {
        if (wrong === last) continue;
        expect(isValidRetailCode(`${code.slice(0, -1)}${wrong}`)).toBe(false);
      }
    }
  });

  it('refuses codes of other lengths and with letters as retail codes', () => {
    for (const code of ['1234567', '12345678901', '40063813339310', '400638133393A']) {
      expect(isValidRetailCode(code)).toBe(false);
    }
  });

  it('catches a swap of two neighbouring digits (the usual typing slip)', () => {
    expect(isValidRetailCode('4006381333931')).toBe(true);
    expect(isValidRetailCode('4006383133931')).toBe(false);
  });
});

describe('the barcode schema', () => {
  it('takes a retail code with its check digit and a shop code of letters and digits', () => {
    expect(BarcodeSchema.parse(' 4006381333931 ')).toBe('4006381333931');
    expect(BarcodeSchema.parse('LOOSE42')).toBe('LOOSE42');
    expect(BarcodeSchema.safeParse('4006381333932').error?.issues[0]?.message).toBe(
      'This barcode does not add up: check its last digit',
    );
    expect(BarcodeSchema.safeParse('A-1').success).toBe(false);
    expect(BarcodeSchema.safeParse('x'.repeat(33)).success).toBe(false);
  });

  it('drops repeats and allows at most 10 codes', () => {
    expect(BarcodesSchema.parse(['LOOSE1', 'LOOSE1', '96385074'])).toEqual(['LOOSE1', '96385074']);
    const eleven = Array.from({ length: 11 }, (_, i) => `SHOP${i}`);
    expect(BarcodesSchema.safeParse(eleven).success).toBe(false);
  });

  it('makes in-store codes that scan as valid EAN-13 and print on shelf labels', () => {
    const code = shopRetailCode('123');
    expect(code).toMatch(/^20\d{11}$/);
    expect(isValidRetailCode(code)).toBe(true);
    expect(isShopCode(code)).toBe(true);
    expect(isShopCode('4006381333931')).toBe(false);
  });
});
