import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateOldestFirst,
  instalmentState,
  overdueCents,
  type OpenInstalment,
} from './allocation';

const instalment = (
  id: string,
  dueDate: string,
  amountCents: number,
  paidCents = 0,
): OpenInstalment => ({
  id,
  dueDate,
  sequence: 1,
  createdAt: '2026-01-01',
  amountCents,
  paidCents,
});

describe('allocateOldestFirst', () => {
  it('settles the earliest due instalment first and carries on to the next', () => {
    const result = allocateOldestFirst(
      [instalment('late', '2026-02-01', 5000), instalment('early', '2026-01-01', 3000, 1000)],
      4000,
    );
    expect(result).toEqual({
      allocations: [
        { id: 'early', cents: 2000 },
        { id: 'late', cents: 2000 },
      ],
      unallocatedCents: 0,
    });
  });

  it('returns what is left after everything is paid', () => {
    expect(allocateOldestFirst([instalment('a', '2026-01-01', 500)], 800)).toEqual({
      allocations: [{ id: 'a', cents: 500 }],
      unallocatedCents: 300,
    });
  });

  const arbitraryInstalments = fc.array(
    fc
      .record({
        dueDate: fc
          .integer({ min: 0, max: 400 })
          .map(
            (d) =>
              `2026-${String(1 + (d % 12)).padStart(2, '0')}-${String(1 + (d % 28)).padStart(2, '0')}`,
          ),
        amountCents: fc.integer({ min: 1, max: 1_000_000 }),
        paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ dueDate, amountCents, paidShare }) => ({
        dueDate,
        amountCents,
        paidCents: Math.floor(amountCents * paidShare),
      })),
    { maxLength: 12 },
  );

  it('never over-allocates, and allocations plus the rest equal the payment', () => {
    fc.assert(
      fc.property(arbitraryInstalments, fc.integer({ min: 0, max: 20_000_000 }), (raw, payment) => {
        const list = raw.map((r, index) => ({
          ...r,
          id: `i${index}`,
          sequence: index,
          createdAt: '',
        }));
        const { allocations, unallocatedCents } = allocateOldestFirst(list, payment);
        const owed = list.reduce((sum, i) => sum + i.amountCents - i.paidCents, 0);
        const allocated = allocations.reduce((sum, a) => sum + a.cents, 0);
        expect(allocated + unallocatedCents).toBe(payment);
        expect(allocated).toBe(Math.min(payment, owed));
        for (const a of allocations) {
          const target = list.find((i) => i.id === a.id)!;
          expect(a.cents).toBeGreaterThan(0);
          expect(a.cents).toBeLessThanOrEqual(target.amountCents - target.paidCents);
        }
      }),
    );
  });

  it('never pays a later instalment while an earlier one still owes', () => {
    fc.assert(
      fc.property(arbitraryInstalments, fc.integer({ min: 0, max: 5_000_000 }), (raw, payment) => {
        const list = raw.map((r, index) => ({
          ...r,
          id: `i${index}`,
          sequence: index,
          createdAt: '',
        }));
        const { allocations } = allocateOldestFirst(list, payment);
        const paid = new Map(allocations.map((a) => [a.id, a.cents]));
        const last = allocations.at(-1);
        if (!last) return;
        const lastDue = list.find((i) => i.id === last.id)!.dueDate;
        for (const i of list.filter((x) => x.dueDate < lastDue)) {
          expect(i.paidCents + (paid.get(i.id) ?? 0)).toBe(i.amountCents);
        }
      }),
    );
  });
});

describe('overdue', () => {
  it('counts only what is unpaid after the due day', () => {
    const list = [
      instalment('a', '2026-01-01', 1000, 400),
      instalment('b', '2026-01-10', 1000),
      instalment('c', '2026-01-05', 1000, 1000),
    ];
    expect(overdueCents(list, '2026-01-10')).toBe(600);
    expect(overdueCents(list, '2026-01-11')).toBe(1600);
    expect(instalmentState(list[2]!, '2026-02-01')).toBe('paid');
    expect(instalmentState(list[1]!, '2026-01-10')).toBe('due');
  });
});
