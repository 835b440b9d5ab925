import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { shifts } from '../db/schema';
import { insertOpenShift, recordShiftMovement } from '../domain/shifts/shift-ledger';
import { shiftFigures } from '../domain/shifts/shift-figures';

const HOUR = 3_600_000;

/**
 * Yesterday's cash-up of the demo shop: opened with a R200.00 float, change paid in, the bread
 * delivery paid out, and counted R5.00 short at the close. No shift is left open: the till's
 * first sale (or the owner) opens today's.
 */
export async function insertDemoShift(tx: Tx, merchantId: string, now: Date) {
  const openedAt = new Date(now.getTime() - 24 * HOUR);
  const shift = await insertOpenShift(tx, {
    merchantId,
    openingFloatCents: 20_000,
    openedBy: null,
    openedAutomatically: false,
    now: openedAt,
  });
  if (!shift) return;
  const movements = [
    { kind: 'pay_in' as const, amountCents: 5_000, reason: 'Change from the bank', hours: 1 },
    { kind: 'pay_out' as const, amountCents: 12_000, reason: 'Bread delivery', hours: 3 },
  ];
  const stored = [];
  for (const { kind, amountCents, reason, hours } of movements) {
    stored.push(
      await recordShiftMovement(tx, {
        merchantId,
        kind,
        method: 'cash',
        amountCents,
        reference: reason,
        reason,
        staffId: null,
        now: new Date(openedAt.getTime() + hours * HOUR),
        shiftId: shift.id,
      }),
    );
  }
  const { expectedCash } = shiftFigures(shift.openingFloatCents, stored);
  await tx
    .update(shifts)
    .set({
      status: 'closed',
      closedAt: new Date(openedAt.getTime() + 9 * HOUR),
      expectedCashCents: expectedCash,
      countedCashCents: expectedCash - 500,
    })
    .where(eq(shifts.id, shift.id));
}
