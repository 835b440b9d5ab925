import { describe, expect, it } from 'vitest';
import { refundAmounts, splitInProportion, type RefundableSale } from './refund-amounts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

/** Three lines: 3 x R9.99, 1 x R24.99, 2 x R17.99 less a 10% sale discount, 15% VAT on top. */
const sale = (): RefundableSale => {
  const subtotals = [2997, 2499, 3598];
  const net = Math.round(subtotals.reduce((a, b) => a + b) * 0.9);
  const tax = Math.round(net * 0.15);
  return {
    lines: [
      { productId: A, quantity: 3, refundedQuantity: 0, subtotal: 2997 },
      { productId: B, quantity: 1, refundedQuantity: 0, subtotal: 2499 },
      { productId: C, quantity: 2, refundedQuantity: 0, subtotal: 3598 },
    ],
    total: net + tax,
    tax,
  };
};

const applied = (s: RefundableSale, parts: { lineIndex: number; quantity: number }[]) => ({
  ...s,
  lines: s.lines.map((line, i) => ({
    ...line,
    refundedQuantity:
      line.refundedQuantity +
      parts.filter((p) => p.lineIndex === i).reduce((acc, p) => acc + p.quantity, 0),
  })),
});

describe('splitInProportion', () => {
  it('adds up to the whole, to the cent', () => {
    expect(splitInProportion(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(splitInProportion(700, [0, 0])).toEqual([700, 0]);
  });
});

describe('refundAmounts', () => {
  it('partial then final refunds add up to the sale total and its VAT exactly', () => {
    let s = sale();
    let amount = 0;
    let vat = 0;
    for (const step of [
      [{ productId: A, quantity: 1 }],
      [
        { productId: C, quantity: 1 },
        { productId: A, quantity: 1 },
      ],
      [
        { productId: A, quantity: 1 },
        { productId: B, quantity: 1 },
        { productId: C, quantity: 1 },
      ],
    ]) {
      const result = refundAmounts(s, step);
      if (!result.ok) throw new Error(result.reason);
      amount += result.amount;
      vat += result.vat;
      s = applied(s, result.lines);
    }
    expect(amount).toBe(sale().total);
    expect(vat).toBe(sale().tax);
  });

  it('a unit at a time never returns more than its line paid (seeded cases)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const quantity = (seed % 7) + 1;
      const subtotal = 1 + ((seed * 7919) % 50000);
      const tax = Math.round(subtotal * 0.15);
      let s: RefundableSale = {
        lines: [{ productId: A, quantity, refundedQuantity: 0, subtotal }],
        total: subtotal + tax,
        tax,
      };
      let back = 0;
      for (let unit = 0; unit < quantity; unit += 1) {
        const result = refundAmounts(s, [{ productId: A, quantity: 1 }]);
        if (!result.ok) throw new Error(`seed ${seed}: ${result.reason}`);
        back += result.amount;
        expect(back, `seed ${seed}`).toBeLessThanOrEqual(s.total);
        s = applied(s, result.lines);
      }
      expect(back, `seed ${seed}`).toBe(subtotal + tax);
    }
  });

  it('refuses more than remains, and a product not on the sale', () => {
    const s = applied(sale(), [{ lineIndex: 2, quantity: 1 }]);
    expect(refundAmounts(s, [{ productId: C, quantity: 2 }])).toMatchObject({
      ok: false,
      reason: 'MORE_THAN_REMAINS',
      remaining: 1,
    });
    expect(
      refundAmounts(s, [{ productId: '00000000-0000-4000-8000-0000000000ff', quantity: 1 }]),
    ).toMatchObject({ ok: false, reason: 'NOT_ON_SALE' });
    expect(
      refundAmounts(s, [
        { productId: A, quantity: 2 },
        { productId: A, quantity: 2 },
      ]),
    ).toMatchObject({ ok: false, reason: 'MORE_THAN_REMAINS', remaining: 1 });
  });

  it('takes a product on two lines from the first line with units left', () => {
    const s: RefundableSale = {
      lines: [
        { productId: A, quantity: 1, refundedQuantity: 1, subtotal: 1000 },
        { productId: A, quantity: 2, refundedQuantity: 0, subtotal: 2000 },
      ],
      total: 3450,
      tax: 450,
    };
    const result = refundAmounts(s, [{ productId: A, quantity: 2 }]);
    expect(result).toMatchObject({ ok: true, amount: 2300, vat: 300 });
    if (result.ok) expect(result.lines.map((l) => l.lineIndex)).toEqual([1]);
  });
});
