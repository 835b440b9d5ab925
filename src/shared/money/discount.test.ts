import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountFits, discountOff, type Discount } from './discount';
import { vatOn } from './vat';
import { priceSale } from '../pos/sale-totals';

/** Generated cases run on a seed printed here, so a failure can be run again as it was. */
const seed = Date.now() % 2_147_483_647;
console.log(`discount properties: fast-check seed ${seed}`);
const runs = { seed, numRuns: 300 };

const amountOff = (amount: number): Discount => ({ kind: 'amount', amount });
const percentOff = (percent: number): Discount => ({ kind: 'percent', percent });

const discountArb = fc.oneof(
  fc.integer({ min: 0, max: 2_000_000 }).map(amountOff),
  fc.integer({ min: 0, max: 10_000 }).map((hundredths) => percentOff(hundredths / 100)),
);

describe('a discount off an amount', () => {
  it('takes rand off as given and a percent rounded half up to the cent', () => {
    expect(discountOff(4998, amountOff(200))).toBe(200);
    expect(discountOff(4998, percentOff(10))).toBe(500); // 499.8 -> 500
    expect(discountOff(1005, percentOff(10))).toBe(101); // 100.5 -> 101 (half up)
    expect(discountOff(1004, percentOff(10))).toBe(100); // 100.4 -> 100
    expect(discountOff(999, percentOff(12.5))).toBe(125); // 124.875 -> 125
    expect(discountOff(1, percentOff(50))).toBe(1); // 0.5 -> 1
    expect(discountOff(1, percentOff(49.99))).toBe(0);
    expect(discountOff(2699, percentOff(100))).toBe(2699);
    expect(discountOff(2699, percentOff(0))).toBe(0);
    expect(discountOff(2699, null)).toBe(0);
  });

  it('never takes more than the amount, so nothing goes below R0.00', () => {
    expect(discountOff(500, amountOff(800))).toBe(500);
    expect(discountOff(0, percentOff(50))).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), discountArb, (base, discount) => {
        const off = discountOff(base, discount);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(base);
        expect(Number.isInteger(off)).toBe(true);
      }),
      runs,
    );
  });

  it('says whether rand off fits the amount; a percent of 0-100 always fits', () => {
    expect(discountFits(500, amountOff(500))).toBe(true);
    expect(discountFits(500, amountOff(501))).toBe(false);
    expect(discountFits(500, percentOff(100))).toBe(true);
    expect(discountFits(500, undefined)).toBe(true);
  });

  it('a percent is within half a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (base, hundredths) => {
          const off = discountOff(base, percentOff(hundredths / 100));
          expect(Math.abs(off - (base * hundredths) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
      runs,
    );
  });
});

describe('a till sale with discounts', () => {
  it('takes line discounts off the lines, the sale discount off their sum, VAT on what is left', () => {
    const sale = priceSale(
      [
        { listPrice: 2499, quantity: 2, discount: amountOff(200) }, // 49.98 - 2.00 = 47.98
        { listPrice: 1799, quantity: 1, discount: percentOff(10) }, // 17.99 - 1.80 = 16.19
      ],
      15,
      percentOff(5), // 5% of 64.17 = 3.2085 -> 3.21
    );
    expect(sale.lines).toEqual([
      { unitPrice: 2499, quantity: 2, discount: 200, subtotal: 4798 },
      { unitPrice: 1799, quantity: 1, discount: 180, subtotal: 1619 },
    ]);
    expect(sale).toMatchObject({
      subtotal: 6417,
      discount: 321,
      tax: 914, // 15% of 60.96 = 9.144 -> 9.14
      total: 6096 + 914,
      discountTotal: 200 + 180 + 321,
    });
  });

  it('a sale discounted to nothing charges R0.00 and no VAT', () => {
    const sale = priceSale([{ listPrice: 1000, quantity: 3 }], 15, percentOff(100));
    expect(sale).toMatchObject({ subtotal: 3000, discount: 3000, tax: 0, total: 0 });
  });

  it('for any cart: no line or total below zero, VAT on the discounted amount, totals add up', () => {
    const line = fc.record({
      listPrice: fc.integer({ min: 0, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 200 }),
      discount: fc.option(discountArb, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.option(discountArb, { nil: null }),
        fc.constantFrom(0, 15),
        (lines, saleDiscount, vatPercent) => {
          const sale = priceSale(lines, vatPercent, saleDiscount);
          for (const [i, priced] of sale.lines.entries()) {
            const gross = lines[i]!.listPrice * lines[i]!.quantity;
            expect(priced.subtotal).toBeGreaterThanOrEqual(0);
            expect(priced.subtotal + priced.discount).toBe(gross);
          }
          const sum = sale.lines.reduce((s, l) => s + l.subtotal, 0);
          expect(sale.subtotal).toBe(sum);
          expect(sale.discount).toBeGreaterThanOrEqual(0);
          expect(sale.discount).toBeLessThanOrEqual(sum);
          expect(sale.tax).toBe(vatOn(sum - sale.discount, vatPercent));
          expect(sale.total).toBe(sum - sale.discount + sale.tax);
          expect(sale.total).toBeGreaterThanOrEqual(0);
          const lineDiscounts = sale.lines.reduce((s, l) => s + l.discount, 0);
          expect(sale.discountTotal).toBe(lineDiscounts + sale.discount);
        },
      ),
      runs,
    );
  });
});
