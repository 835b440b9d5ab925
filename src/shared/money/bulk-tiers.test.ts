import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkDiscountPercent, priceLine, tierUnitPrice } from './bulk-tiers';
import { MAX_CENTS } from './money';

const cents = fc.integer({ min: 0, max: MAX_CENTS });
const quantity = fc.integer({ min: 1, max: 1000 });

/** Exact half-up rounding of price × (100 − d) / 100, in big integers. */
const exactTier = (price: number, discount: number) =>
  Number((BigInt(price) * BigInt(100 - discount) * 2n + 100n) / 200n);

describe('bulk tiers', () => {
  it('uses the spec tiers: under 10 none, 10+ 5%, 20+ 10%, 50+ 15%', () => {
    expect([1, 9, 10, 19, 20, 49, 50, 1000].map(bulkDiscountPercent)).toEqual([
      0, 0, 5, 5, 10, 10, 15, 15,
    ]);
    fc.assert(
      fc.property(quantity, (q) => {
        const expected = q >= 50 ? 15 : q >= 20 ? 10 : q >= 10 ? 5 : 0;
        expect(bulkDiscountPercent(q)).toBe(expected);
      }),
    );
  });

  it('never lowers the discount as the quantity grows', () => {
    fc.assert(
      fc.property(quantity, quantity, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(bulkDiscountPercent(low)).toBeLessThanOrEqual(bulkDiscountPercent(high));
      }),
    );
  });

  it('rounds the tier unit price half up to the cent, exactly', () => {
    expect(tierUnitPrice(2499, 10)).toBe(2374); // 23.7405 -> 23.74
    expect(tierUnitPrice(10, 10)).toBe(10); // 9.5 -> 10
    expect(tierUnitPrice(30, 50)).toBe(26); // 25.5 -> 26
    fc.assert(
      fc.property(cents, quantity, (price, q) => {
        expect(tierUnitPrice(price, q)).toBe(exactTier(price, bulkDiscountPercent(q)));
      }),
    );
  });

  it('keeps the unit price between 0 and the list price, and lower for bigger tiers', () => {
    fc.assert(
      fc.property(cents, quantity, quantity, (price, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const unit = tierUnitPrice(price, low);
        expect(unit).toBeGreaterThanOrEqual(0);
        expect(unit).toBeLessThanOrEqual(price);
        expect(tierUnitPrice(price, high)).toBeLessThanOrEqual(unit);
        if (low < 10) expect(unit).toBe(price);
      }),
    );
  });

  it('prices a line as the tier unit price times the quantity, in whole cents', () => {
    fc.assert(
      fc.property(cents, quantity, (price, q) => {
        const line = priceLine(price, q);
        expect(line).toEqual({
          unitPrice: tierUnitPrice(price, q),
          quantity: q,
          total: tierUnitPrice(price, q) * q,
          discountPercent: bulkDiscountPercent(q),
        });
        expect(Number.isSafeInteger(line.total)).toBe(true);
      }),
    );
  });
});
