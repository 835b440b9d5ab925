import { and, asc, eq, inArray } from 'drizzle-orm';
import { centsToDecimal, type Cents } from '@shared/money/money';
import type { CashMovement, Shift, ShiftPerson, ShiftSummary } from '@shared/shifts/shifts.schemas';
import type { Db, Tx } from '@server/db/client';
import { shiftMovements, shopStaff, users } from '@server/db/schema/index';
import { isCardTaking, shiftFigures } from '@server/domain/shifts/shift-figures';
import type { ShiftRow } from '@server/domain/shifts/shift-ledger';
import { cashDifference } from '@shared/shifts/cash-count';

type MovementRow = typeof shiftMovements.$inferSelect;
const money = (cents: Cents) => centsToDecimal(cents);

/** Names of the people of a shift: staff by id, the owner (null) by the account's name. */
export async function peopleOf(db: Db | Tx, merchantId: string, ids: (string | null)[]) {
  const staffIds = [...new Set(ids.filter((id): id is string => id !== null))];
  const staff = staffIds.length
    ? await db
        .select({ id: shopStaff.id, name: shopStaff.name })
        .from(shopStaff)
        .where(and(eq(shopStaff.merchantId, merchantId), inArray(shopStaff.id, staffIds)))
    : [];
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, merchantId));
  const names = new Map(staff.map((s) => [s.id, s.name]));
  return (id: string | null): ShiftPerson => ({
    id,
    name: id === null ? (owner?.name ?? '') : (names.get(id) ?? ''),
  });
}

const toCashMovement = (row: MovementRow, person: (id: string | null) => ShiftPerson) =>
  ({
    id: row.id,
    shiftId: row.shiftId,
    type: row.kind === 'pay_in' ? 'pay_in' : 'pay_out',
    amount: money(row.amountCents),
    reason: row.reason ?? '',
    by: person(row.staffId),
    createdAt: row.createdAt.toISOString(),
  }) satisfies CashMovement;

export async function cashMovementOf(db: Db | Tx, merchantId: string, row: MovementRow) {
  return toCashMovement(row, await peopleOf(db, merchantId, [row.staffId]));
}

/** Expected cash and the difference: frozen at the close, running while open. */
function cashUp(shift: ShiftRow, runningExpected: Cents) {
  const expected = shift.expectedCashCents ?? runningExpected;
  const counted = shift.countedCashCents;
  return {
    expectedCash: money(expected),
    countedCash: counted === null ? null : money(counted),
    difference: counted === null ? null : money(cashDifference(counted, expected)),
  };
}

/** The X report of an open shift, the Z report of a closed one. */
export async function shiftReport(db: Db | Tx, shift: ShiftRow): Promise<Shift> {
  const { merchantId } = shift;
  const rows = await db
    .select()
    .from(shiftMovements)
    .where(and(eq(shiftMovements.merchantId, merchantId), eq(shiftMovements.shiftId, shift.id)))
    .orderBy(asc(shiftMovements.createdAt), asc(shiftMovements.id));
  const figures = shiftFigures(shift.openingFloatCents, rows);
  const person = await peopleOf(db, merchantId, [
    shift.openedBy,
    shift.closedBy,
    ...rows.map((r) => r.staffId),
  ]);
  const methods = figures.totalsByMethod;
  const repaid = figures.repayments;
  return {
    ...summaryOf(shift, person, figures.expectedCash, figures.salesTotal),
    countedNotes: shift.countedNotes ?? null,
    cashIn: money(figures.cashIn),
    cashOut: money(figures.cashOut),
    totalsByMethod: {
      cash: money(methods.cash),
      card: money(methods.card),
      wallet: money(methods.wallet),
      credit: money(methods.credit),
    },
    salesCount: figures.salesCount,
    vat: money(figures.vat),
    refunds: money(figures.refunds),
    refundsCount: figures.refundsCount,
    voids: money(figures.voids),
    voidsCount: figures.voidsCount,
    creditGiven: money(figures.creditGiven),
    repayments: {
      cash: money(repaid.cash),
      card: money(repaid.card),
      mobile_money: money(repaid.mobile_money),
    },
    walletTopUps: money(figures.walletTopUps),
    vasSold: money(figures.vasSold),
    payIns: money(figures.payIns),
    payOuts: money(figures.payOuts),
    cashMovements: rows
      .filter((r) => r.kind === 'pay_in' || r.kind === 'pay_out')
      .map((r) => toCashMovement(r, person)),
    cardTakings: rows.filter(isCardTaking).map((r) => ({
      kind: r.kind,
      method: r.method,
      amount: money(r.amountCents),
      reference: r.reference,
      at: r.createdAt.toISOString(),
    })),
    byPerson: figures.byPerson.map((p) => ({
      person: person(p.staffId),
      salesCount: p.salesCount,
      salesTotal: money(p.salesTotal),
      refunds: money(p.refunds),
      cashIn: money(p.cashIn),
      cashOut: money(p.cashOut),
    })),
  };
}

/** A line of the history: who, when, and how far out the count was. */
export function summaryOf(
  shift: ShiftRow,
  person: (id: string | null) => ShiftPerson,
  runningExpected: Cents,
  salesTotal: Cents,
): ShiftSummary {
  return {
    id: shift.id,
    number: shift.number,
    status: shift.status,
    drawer: shift.drawer,
    openedAt: shift.openedAt.toISOString(),
    openedBy: person(shift.openedBy),
    openedAutomatically: shift.openedAutomatically,
    closedAt: shift.closedAt?.toISOString() ?? null,
    closedBy: shift.closedAt ? person(shift.closedBy) : null,
    openingFloat: money(shift.openingFloatCents),
    ...cashUp(shift, runningExpected),
    salesTotal: money(salesTotal),
  };
}
