import { and, eq } from 'drizzle-orm';
import { SHIFT_MESSAGES, SHIFT_REFUSALS } from '@shared/shifts/shifts.schemas';
import type { Db, Tx } from '@server/db/client';
import { shifts } from '@server/db/schema/index';
import { conflict, notFound } from '@server/lib/app-error';
import { authorizeAction, type TillActor } from '@server/domain/shop-staff/approvals';

/** Who is at the drawer: a staff member (null: the owner) and an approval, if any. */
export type ShiftActor = TillActor;

/** The shop's shift, locked until the caller commits (404 for another shop's). */
export async function lockShift(tx: Tx, merchantId: string, id: string) {
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.merchantId, merchantId)))
    .for('update');
  if (!shift) throw notFound('Shift');
  if (shift.status === 'closed') {
    throw conflict(SHIFT_MESSAGES.alreadyClosed, { reason: SHIFT_REFUSALS.alreadyClosed });
  }
  return shift;
}

export async function readShift(db: Db, merchantId: string, id: string) {
  const [shift] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.merchantId, merchantId)));
  if (!shift) throw notFound('Shift');
  return shift;
}

/**
 * Pay-ins and pay-outs: the owner, and staff with `manage_cash`; anyone else at the till only
 * with an approval of `manage_cash`, spent once in the movement's transaction (else 403).
 */
export async function authorizeCash(
  tx: Tx,
  merchantId: string,
  actor: ShiftActor,
  shiftId: string,
) {
  await authorizeAction(tx, merchantId, actor, 'manage_cash', `cash:${shiftId}`);
}
