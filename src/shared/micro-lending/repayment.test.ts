import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_TERMS, LOAN_TYPES } from './loan-types';
import {
  applyRepayment,
  daysUntil,
  loanDueDate,
  loanFeeCents,
  totalToRepayCents,
} from './repayment';

const amount = fc.integer({ min: 1, max: 10_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });

describe('the spec loan types', () => {
  it('owe amount x (1 + rate/100): R500 float credit is R510, R2000 emergency R2160', () => {
    const total = (type: keyof typeof LOAN_TERMS, cents: number) =>
      totalToRepayCents(cents, LOAN_TERMS[type].rateBasisPoints);
    expect(total('float_credit', 50_000)).toBe(51_000);
    expect(total('stock_advance', 100_000)).toBe(100_000);
    expect(total('emergency', 200_000)).toBe(216_000);
    expect(total('float_credit', 1)).toBe(1); // 0.02 cents rounds to nothing
    expect(total('float_credit', 25)).toBe(26); // 0.5 cents rounds half up
    expect(total('emergency', 1_234)).toBe(1_333); // 98.72 cents -> 99
  });

  it('are due the term in whole days after approval', () => {
    const approved = new Date('2026-03-10T08:00:00Z');
    for (const type of LOAN_TYPES) {
      const due = loanDueDate(approved, LOAN_TERMS[type].termDays);
      expect(daysUntil(due, approved)).toBe(LOAN_TERMS[type].termDays);
    }
    expect(loanDueDate(approved, 3).toISOString()).toBe('2026-03-13T08:00:00.000Z');
  });
});

describe('repayment arithmetic (properties)', () => {
  it('the fee is the exact rate rounded half up, never negative, never above the amount at 100%', () => {
    fc.assert(
      fc.property(amount, rate, (cents, bp) => {
        const fee = loanFeeCents(cents, bp);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        // |fee - exact| <= half a cent, exact = cents * bp / 10000
        expect(Math.abs(fee * 10_000 - cents * bp)).toBeLessThanOrEqual(5_000);
        expect(totalToRepayCents(cents, bp)).toBe(cents + fee);
        expect(fee).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('a free loan costs exactly its amount; a dearer rate never costs less', () => {
    fc.assert(
      fc.property(amount, rate, rate, (cents, a, b) => {
        expect(totalToRepayCents(cents, 0)).toBe(cents);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(totalToRepayCents(cents, low)).toBeLessThanOrEqual(totalToRepayCents(cents, high));
      }),
    );
  });

  it('any split of the total into payments closes the loan at exactly zero, and only the last', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 }),
        (cents, bp, weights) => {
          const total = totalToRepayCents(cents, bp);
          const sum = weights.reduce((a, b) => a + b, 0);
          // Split the total in proportion to the weights; the last part takes the remainder.
          let given = 0;
          const parts = weights.map((w, i) => {
            const part = i === weights.length - 1 ? total - given : Math.floor((total * w) / sum);
            given += part;
            return part;
          });
          let outstanding = total;
          const positive = parts.filter((p) => p > 0);
          positive.forEach((part, i) => {
            const outcome = applyRepayment(outstanding, part);
            if (!outcome.ok) throw new Error(`refused ${part} of ${outstanding}`);
            expect(outcome.paidOff).toBe(i === positive.length - 1);
            outstanding = outcome.outstandingCents;
          });
          expect(outstanding).toBe(0);
        },
      ),
    );
  });

  it('refuses more than is outstanding and anything not above zero, changing nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), amount, (outstanding, extra) => {
        expect(applyRepayment(outstanding, outstanding + extra)).toEqual({
          ok: false,
          reason: 'OVERPAYMENT',
        });
        expect(applyRepayment(outstanding, 0)).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
        expect(applyRepayment(outstanding, -extra)).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
        expect(applyRepayment(outstanding, 0.5)).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
      }),
    );
  });
});
