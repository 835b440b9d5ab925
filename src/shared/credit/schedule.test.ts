import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, johannesburgDate } from '../time/johannesburg';
import { instalmentSchedule, type InstalmentCount } from './schedule';

const now = new Date('2026-03-10T08:00:00Z');

describe('instalmentSchedule', () => {
  it('puts one instalment 30 days out', () => {
    expect(instalmentSchedule(10_000, 1, now)).toEqual([
      { sequence: 1, dueDate: '2026-04-09', amountCents: 10_000 },
    ]);
  });

  it('splits into weekly instalments with the odd cents first', () => {
    expect(instalmentSchedule(10_000, 3, now)).toEqual([
      { sequence: 1, dueDate: '2026-03-17', amountCents: 3334 },
      { sequence: 2, dueDate: '2026-03-24', amountCents: 3333 },
      { sequence: 3, dueDate: '2026-03-31', amountCents: 3333 },
    ]);
  });

  it('uses the Johannesburg day: 23:30 UTC is already the next day', () => {
    expect(johannesburgDate(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('always sums to the charge, with parts at most a cent apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.constantFrom<InstalmentCount>(1, 2, 3, 4),
        (amount, count) => {
          const parts = instalmentSchedule(amount, count, now).map((p) => p.amountCents);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
