import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from './money';
import { saleTotals, VAT_PERCENT, vatOn, vatPercentFor } from './vat';

const cents = fc.integer({ min: 0, max: MAX_CENTS });
const lines = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 });

/** Exact half-up rounding of subtotal × 15 / 100, in big integers. */
const exactVat = (subtotal: number) => Number((BigInt(subtotal) * 15n * 2n + 100n) / 200n);

describe('VAT', () => {
  it('is 15 percent', () => expect(VAT_PERCENT).toBe(15));

  it('rounds half up to the cent', () => {
    expect([0, 1, 3, 4, 10, 30, 100, 2499].map((subtotal) => vatOn(subtotal))).toEqual([
      0, 0, 0, 1, 2, 5, 15, 375,
    ]);
    fc.assert(
      fc.property(cents, (subtotal) => {
        expect(vatOn(subtotal)).toBe(exactVat(subtotal));
      }),
    );
  });

  it('stays within half a cent of the exact amount and never falls as the subtotal grows', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(Math.abs(vatOn(a) * 100 - a * VAT_PERCENT)).toBeLessThanOrEqual(50);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(vatOn(low)).toBeLessThanOrEqual(vatOn(high));
      }),
    );
  });

  it('totals a sale: subtotal = sum of lines, tax on the subtotal, total = subtotal + tax', () => {
    expect(saleTotals([])).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
    fc.assert(
      fc.property(lines, (lineTotals) => {
        const totals = saleTotals(lineTotals);
        const sum = lineTotals.reduce((s, line) => s + line, 0);
        expect(totals).toEqual({
          subtotal: sum,
          discount: 0,
          tax: vatOn(sum),
          total: sum + vatOn(sum),
        });
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, fc.integer(), (lineTotals, seed) => {
        const shuffled = [...lineTotals].sort(() => (seed % 2 === 0 ? 1 : -1));
        expect(saleTotals(shuffled)).toEqual(saleTotals(lineTotals));
      }),
    );
  });

  it('is 15% for a VAT-registered shop and nothing for one that is not', () => {
    expect(vatPercentFor(true)).toBe(15);
    expect(vatPercentFor(false)).toBe(0);
    expect(saleTotals([2699], vatPercentFor(true))).toEqual({
      subtotal: 2699,
      discount: 0,
      tax: 405,
      total: 3104,
    });
    fc.assert(
      fc.property(lines, (lineTotals) => {
        const sum = lineTotals.reduce((s, line) => s + line, 0);
        expect(saleTotals(lineTotals, vatPercentFor(false))).toEqual({
          subtotal: sum,
          discount: 0,
          tax: 0,
          total: sum,
        });
      }),
    );
  });
});
