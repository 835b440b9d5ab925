import { describe, expect, it } from 'vitest';
import { shiftFigures, type ShiftMovementFact } from './shift-figures';

const move = (fact: Partial<ShiftMovementFact> & Pick<ShiftMovementFact, 'kind' | 'method'>) => ({
  amountCents: 0,
  vatCents: 0,
  staffId: null,
  reason: null,
  ...fact,
});

describe('the figures of a shift', () => {
  const lerato = '00000000-0000-4000-8000-000000000001';
  const movements = [
    move({ kind: 'sale', method: 'cash', amountCents: 5_399, vatCents: 704, staffId: lerato }),
    move({ kind: 'sale', method: 'card', amountCents: 3_600, vatCents: 470 }),
    move({ kind: 'sale', method: 'credit', amountCents: 1_000, vatCents: 130 }),
    move({ kind: 'refund', method: 'cash', amountCents: 1_799, vatCents: 235, staffId: lerato }),
    move({ kind: 'refund', method: 'card', amountCents: 3_600, vatCents: 470, reason: 'void' }),
    move({ kind: 'repayment', method: 'cash', amountCents: 1_550 }),
    move({ kind: 'repayment', method: 'mobile_money', amountCents: 900 }),
    move({ kind: 'wallet_top_up', method: 'cash', amountCents: 2_000 }),
    move({ kind: 'vas_sale', method: 'cash', amountCents: 1_200 }),
    move({ kind: 'pay_in', method: 'cash', amountCents: 500, reason: 'Change' }),
    move({ kind: 'pay_out', method: 'cash', amountCents: 2_000, reason: 'Bread' }),
  ] satisfies ShiftMovementFact[];

  it('expects float + cash in - cash out, and lists the rest by kind and method', () => {
    const f = shiftFigures(10_000, movements);
    const cashIn = 5_399 + 1_550 + 2_000 + 1_200 + 500;
    const cashOut = 1_799 + 2_000;
    expect(f).toMatchObject({
      cashIn,
      cashOut,
      expectedCash: 10_000 + cashIn - cashOut,
      totalsByMethod: { cash: 5_399, card: 3_600, wallet: 0, credit: 1_000 },
      salesCount: 3,
      salesTotal: 9_999,
      vat: 704 + 470 + 130 - 235 - 470,
      refunds: 5_399,
      refundsCount: 2,
      voids: 3_600,
      voidsCount: 1,
      creditGiven: 1_000,
      repayments: { cash: 1_550, card: 0, mobile_money: 900 },
      walletTopUps: 2_000,
      vasSold: 1_200,
      payIns: 500,
      payOuts: 2_000,
    });
    expect(f.byPerson).toEqual([
      {
        staffId: lerato,
        salesCount: 1,
        salesTotal: 5_399,
        refunds: 1_799,
        cashIn: 5_399,
        cashOut: 1_799,
      },
      {
        staffId: null,
        salesCount: 2,
        salesTotal: 4_600,
        refunds: 3_600,
        cashIn: 1_550 + 2_000 + 1_200 + 500,
        cashOut: 2_000,
      },
    ]);
  });

  it('expects the float alone when nothing moved', () => {
    expect(shiftFigures(0, []).expectedCash).toBe(0);
    expect(shiftFigures(12_345, [])).toMatchObject({ expectedCash: 12_345, byPerson: [] });
  });
});
