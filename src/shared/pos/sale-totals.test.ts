import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkDiscountPercent, tierUnitPrice } from '../money/bulk-tiers';
import { vatOn } from '../money/vat';
import { priceOrder } from '../orders/order-totals';
import { cashChange, priceSale } from './sale-totals';

describe('till totals with VAT 15%', () => {
  it('adds VAT on the subtotal, rounded half up to the cent', () => {
    expect(
      priceSale([
        { listPrice: 2499, quantity: 2 },
        { listPrice: 1799, quantity: 1 },
      ]),
    ).toEqual({
      lines: [
        { unitPrice: 2499, quantity: 2, discount: 0, subtotal: 4998 },
        { unitPrice: 1799, quantity: 1, discount: 0, subtotal: 1799 },
      ],
      subtotal: 6797,
      discount: 0,
      discountTotal: 0,
      tax: 1020, // 1019.55 -> 1020
      total: 7817,
    });
  });

  it.each([
    [10, 2], // 1.5 -> 2 (half up)
    [30, 5], // 4.5 -> 5
    [1, 0], // 0.15 -> 0
    [3, 0], // 0.45 -> 0
    [4, 1], // 0.6 -> 1
    [1000, 150],
    [9_999_999, 1_500_000], // 1 499 999.85 -> 1 500 000
  ])('VAT on %i cents is %i cents', (subtotal, tax) => {
    expect(vatOn(subtotal)).toBe(tax);
  });

  it('VAT of the sum, never the sum of rounded line VATs', () => {
    // three lines of 0.10: line VAT 0.015 each would round to 0.02 x 3 = 0.06; VAT of 0.30 is 0.05 (0.045 half up)
    const sale = priceSale([1, 2, 3].map(() => ({ listPrice: 10, quantity: 1 })));
    expect(sale).toMatchObject({ subtotal: 30, tax: 5, total: 35 });
  });

  it('total = subtotal + tax and tax is within half a cent of 15% for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            listPrice: fc.integer({ min: 1, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 500 }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (lines) => {
          const sale = priceSale(lines);
          expect(sale.total).toBe(sale.subtotal + sale.tax);
          expect(Math.abs(sale.tax - sale.subtotal * 0.15)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('gives change only when the cash covers the total', () => {
    expect(cashChange(7817, 10000)).toBe(2183);
    expect(cashChange(7817, 7817)).toBe(0);
    expect(cashChange(7817, 7816)).toBeNull();
  });
});

describe('order totals with bulk tiers', () => {
  it.each([
    [9, 0],
    [10, 5],
    [19, 5],
    [20, 10],
    [49, 10],
    [50, 15],
    [1000, 15],
  ])('%i units get %i%% off', (quantity, percent) => {
    expect(bulkDiscountPercent(quantity)).toBe(percent);
  });

  it('rounds the tier unit price half up to the cent', () => {
    expect(tierUnitPrice(1799, 20)).toBe(1619); // 16.191
    expect(tierUnitPrice(1010, 10)).toBe(960); // 9.595 -> 9.60
    expect(tierUnitPrice(30, 50)).toBe(26); // 0.255 -> 0.26
    expect(tierUnitPrice(1, 10)).toBe(1); // 0.0095 -> 0.01
  });

  it('sums line totals and drops lines of 0 or below', () => {
    const order = priceOrder([
      { listPrice: 1799, quantity: 20 },
      { listPrice: 2150, quantity: 2 },
      { listPrice: 999, quantity: 0 },
      { listPrice: 999, quantity: -2 },
    ]);
    expect(order.lines).toHaveLength(2);
    expect(order.total).toBe(32380 + 4300);
  });
});
