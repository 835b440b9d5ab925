import { and, eq, sql } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import {
  MAIN_DRAWER,
  SHIFT_MESSAGES,
  SHIFT_REFUSALS,
  type ShiftMovementKind,
  type ShiftMovementMethod,
} from '@shared/shifts/shift-constants';
import type { Tx } from '../../db/client';
import { shiftMovements, shifts } from '../../db/schema/index';
import { conflict } from '../../lib/app-error';

export type ShiftRow = typeof shifts.$inferSelect;

/**
 * The drawer's open shift, or null. Locked for share until the caller commits: a close (which
 * locks it for update) waits for the movements going into it, and a movement that waited on a
 * close reads it closed and goes elsewhere.
 */
export async function openShiftOf(tx: Tx, merchantId: string, drawer = MAIN_DRAWER) {
  const [open] = await tx
    .select()
    .from(shifts)
    .where(
      and(eq(shifts.merchantId, merchantId), eq(shifts.drawer, drawer), eq(shifts.status, 'open')),
    )
    .for('share');
  return open ?? null;
}

/**
 * Opens a shift on the drawer, numbered next for the shop, or answers null when one is already
 * open: the unique partial index decides, so two servers or two parallel opens make one.
 */
export async function insertOpenShift(
  tx: Tx,
  shift: {
    merchantId: string;
    openingFloatCents: Cents;
    openedBy: string | null;
    openedAutomatically: boolean;
    now: Date;
    drawer?: string;
  },
): Promise<ShiftRow | null> {
  const { merchantId } = shift;
  const [opened] = await tx
    .insert(shifts)
    .values({
      merchantId,
      number: sql`(select coalesce(max(${shifts.number}), 0) + 1 from ${shifts} where ${shifts.merchantId} = ${merchantId})`,
      drawer: shift.drawer ?? MAIN_DRAWER,
      openingFloatCents: shift.openingFloatCents,
      openedBy: shift.openedBy,
      openedAutomatically: shift.openedAutomatically,
      openedAt: shift.now,
    })
    .onConflictDoNothing()
    .returning();
  return opened ?? null;
}

export interface ShiftMovementInput {
  merchantId: string;
  kind: ShiftMovementKind;
  method: ShiftMovementMethod;
  amountCents: Cents;
  vatCents?: Cents;
  sourceId?: string | null;
  reference: string;
  /** Who rang it up: a member of the shop's staff, or null for the owner. */
  staffId: string | null;
  reason?: string | null;
  now: Date;
  /** The shift named by an offline till: used while it is this shop's and still open. */
  shiftId?: string | null;
}

/** The shift a money event lands in: the named one if still open, else the drawer's open one. */
async function shiftFor(tx: Tx, input: ShiftMovementInput): Promise<ShiftRow | null> {
  if (input.shiftId) {
    const [named] = await tx
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.id, input.shiftId),
          eq(shifts.merchantId, input.merchantId),
          eq(shifts.status, 'open'),
        ),
      )
      .for('share');
    if (named) return named;
  }
  return openShiftOf(tx, input.merchantId);
}

/**
 * Records a money event in its shift, inside the event's own transaction. With no shift open it
 * opens one (zero float, opened automatically, by whoever rang it up): a customer is never
 * refused for want of a shift. Answers the movement stored.
 */
export async function recordShiftMovement(tx: Tx, input: ShiftMovementInput) {
  const { merchantId, now } = input;
  let shift = await shiftFor(tx, input);
  // A lost race reads the winner's shift; a second loss in a row would be a closed winner.
  for (let tries = 0; !shift && tries < 3; tries += 1) {
    const opened = await insertOpenShift(tx, {
      merchantId,
      openingFloatCents: 0,
      openedBy: input.staffId,
      openedAutomatically: true,
      now,
    });
    // Another request opened one at the same time: it is committed, so it is read now.
    shift = opened ?? (await openShiftOf(tx, merchantId));
  }
  if (!shift) throw conflict(SHIFT_MESSAGES.alreadyOpen, { reason: SHIFT_REFUSALS.alreadyOpen });
  const [movement] = await tx
    .insert(shiftMovements)
    .values({
      merchantId,
      shiftId: shift.id,
      kind: input.kind,
      method: input.method,
      amountCents: input.amountCents,
      vatCents: input.vatCents ?? 0,
      sourceId: input.sourceId ?? null,
      reference: input.reference,
      staffId: input.staffId,
      reason: input.reason ?? null,
      createdAt: now,
    })
    .returning();
  return movement!;
}
