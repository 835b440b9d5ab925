import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@shared/paging/paging';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { z } from 'zod';
import {
  MAIN_DRAWER,
  SHIFT_MESSAGES,
  SHIFT_REFUSALS,
  type CloseShiftSchema,
  type CreateCashMovementSchema,
  type OpenShiftSchema,
  type ShiftList,
} from '@shared/shifts/shifts.schemas';
import type { Deps } from '@server/deps';
import { shiftMovements, shifts } from '@server/db/schema/index';
import { conflict, notFound } from '@server/lib/app-error';
import { runIdempotent } from '@server/lib/idempotency';
import { insertOpenShift, recordShiftMovement } from '@server/domain/shifts/shift-ledger';
import { shiftFigures } from '@server/domain/shifts/shift-figures';
import { refuseStaff } from '@server/domain/shop-staff/refusals';
import { cashMovementOf, peopleOf, shiftReport, summaryOf } from './shift-report';
import { authorizeCash, lockShift, readShift, type ShiftActor } from './shift-access';

type OpenShift = z.output<typeof OpenShiftSchema>;
type CreateCashMovement = z.output<typeof CreateCashMovementSchema>;
type CloseShift = z.output<typeof CloseShiftSchema>;

export function createShiftsService({ db, clock }: Deps) {
  return {
    /** Opens the drawer's shift with its float; 409 while one is open. */
    open(merchantId: string, input: OpenShift, staff: StaffIdentity | null, key?: string) {
      const now = clock();
      const scope = { merchantId, scope: 'shift-open', key, requestBody: input, now };
      return runIdempotent(db, scope, async (tx) => {
        const opened = await insertOpenShift(tx, {
          merchantId,
          openingFloatCents: input.openingFloat,
          openedBy: staff?.id ?? null,
          openedAutomatically: false,
          now,
        });
        if (!opened) {
          throw conflict(SHIFT_MESSAGES.alreadyOpen, { reason: SHIFT_REFUSALS.alreadyOpen });
        }
        return shiftReport(tx, opened);
      });
    },

    /** The X report of the drawer's open shift; 404 when none is open. */
    async current(merchantId: string) {
      const [open] = await db
        .select()
        .from(shifts)
        .where(
          and(
            eq(shifts.merchantId, merchantId),
            eq(shifts.drawer, MAIN_DRAWER),
            eq(shifts.status, 'open'),
          ),
        );
      if (!open) throw notFound('Shift');
      return shiftReport(db, open);
    },

    async get(merchantId: string, id: string) {
      return shiftReport(db, await readShift(db, merchantId, id));
    },

    /** Newest first, each with its difference. */
    async list(merchantId: string, query: PageQuery): Promise<ShiftList> {
      const mine = eq(shifts.merchantId, merchantId);
      const rows = await db
        .select()
        .from(shifts)
        .where(mine)
        .orderBy(desc(shifts.number))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(shifts).where(mine);
      const ids = rows.map((r) => r.id);
      // One sum per shift, kind and method is all the summary needs (not every sale's row).
      const sums = ids.length
        ? await db
            .select({
              shiftId: shiftMovements.shiftId,
              kind: shiftMovements.kind,
              method: shiftMovements.method,
              amountCents: sql<number>`sum(${shiftMovements.amountCents})::bigint`.mapWith(Number),
            })
            .from(shiftMovements)
            .where(
              and(eq(shiftMovements.merchantId, merchantId), inArray(shiftMovements.shiftId, ids)),
            )
            .groupBy(shiftMovements.shiftId, shiftMovements.kind, shiftMovements.method)
        : [];
      const person = await peopleOf(
        db,
        merchantId,
        rows.flatMap((r) => [r.openedBy, r.closedBy]),
      );
      const items = rows.map((shift) => {
        const own = sums
          .filter((m) => m.shiftId === shift.id)
          .map((m) => ({ ...m, vatCents: 0, staffId: null, reason: null }));
        const figures = shiftFigures(shift.openingFloatCents, own);
        return summaryOf(shift, person, figures.expectedCash, figures.salesTotal);
      });
      return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** A pay-in or pay-out of the open shift, with its reason and who. */
    addCashMovement(
      merchantId: string,
      id: string,
      input: CreateCashMovement,
      actor: ShiftActor,
      key?: string,
    ) {
      const now = clock();
      const scope = { merchantId, scope: `shift-cash:${id}`, key, requestBody: input, now };
      return runIdempotent(db, scope, async (tx) => {
        await lockShift(tx, merchantId, id);
        await authorizeCash(tx, merchantId, actor, id);
        const movement = await recordShiftMovement(tx, {
          merchantId,
          kind: input.type,
          method: 'cash',
          amountCents: input.amount,
          reference: input.reason,
          reason: input.reason,
          staffId: actor.staff?.id ?? null,
          now,
          shiftId: id,
        });
        return cashMovementOf(tx, merchantId, movement);
      });
    },

    /**
     * The blind close: expected cash is frozen with what was counted, and the Z report answered
     * (the closer's first sight of it). Staff close their own shift; another's needs
     * `manage_cash`. A second close is 409; a retry with the same Idempotency-Key replays.
     */
    close(
      merchantId: string,
      id: string,
      input: CloseShift,
      staff: StaffIdentity | null,
      key?: string,
    ) {
      const now = clock();
      const scope = {
        merchantId,
        scope: `shift-close:${id}`,
        key,
        requestBody: input,
        now,
        status: 200,
      };
      return runIdempotent(db, scope, async (tx) => {
        const shift = await lockShift(tx, merchantId, id);
        if (staff && shift.openedBy !== staff.id && !staff.permissions.includes('manage_cash')) {
          throw refuseStaff('manage_cash');
        }
        const movements = await tx
          .select()
          .from(shiftMovements)
          .where(and(eq(shiftMovements.merchantId, merchantId), eq(shiftMovements.shiftId, id)));
        const { expectedCash } = shiftFigures(shift.openingFloatCents, movements);
        const [closed] = await tx
          .update(shifts)
          .set({
            status: 'closed',
            closedAt: now,
            closedBy: staff?.id ?? null,
            expectedCashCents: expectedCash,
            countedCashCents: input.countedCash,
            countedNotes: input.countedNotes ?? null,
          })
          .where(eq(shifts.id, id))
          .returning();
        return shiftReport(tx, closed!);
      });
    },
  };
}
