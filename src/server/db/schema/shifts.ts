import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  ShiftMovementKind,
  ShiftMovementMethod,
  ShiftStatus,
} from '@shared/shifts/shift-constants';
import { at, createdAt, id } from './columns';
import { merchantId } from './merchant-id';
import { staffId } from './shop-staff';

/**
 * One person's time at one drawer (migration 0022). At most one open shift per drawer (a unique
 * partial index); expected and counted cash are frozen at the close, and a closed shift never
 * changes (a trigger refuses it). Money in integer cents.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    merchantId: merchantId(),
    number: integer().notNull(),
    drawer: text().notNull().default('main'),
    status: text().$type<ShiftStatus>().notNull().default('open'),
    openingFloatCents: bigint({ mode: 'number' }).notNull(),
    /** Who opened it: a member of the shop's staff, or null for the owner. */
    openedBy: staffId(),
    /** Opened by a money event with no shift open, with a zero float. */
    openedAutomatically: boolean().notNull().default(false),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: at(),
    closedBy: staffId(),
    expectedCashCents: bigint({ mode: 'number' }),
    countedCashCents: bigint({ mode: 'number' }),
    countedNotes: jsonb().$type<Record<string, number>>(),
  },
  (t) => [
    uniqueIndex('shifts_merchant_number_key').on(t.merchantId, t.number),
    uniqueIndex('shifts_one_open_per_drawer')
      .on(t.merchantId, t.drawer)
      .where(sql`${t.status} = 'open'`),
    check('shifts_closed_at', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

/**
 * Every money event of a shift, one row each (append-only). The amount is positive; the kind
 * says whether it came in or went out, the method whether it moved the drawer's cash.
 */
export const shiftMovements = pgTable(
  'shift_movements',
  {
    id: id(),
    merchantId: merchantId(),
    shiftId: uuid()
      .notNull()
      .references(() => shifts.id),
    kind: text().$type<ShiftMovementKind>().notNull(),
    method: text().$type<ShiftMovementMethod>().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    vatCents: bigint({ mode: 'number' }).notNull().default(0),
    /** The sale, refund, repayment, wallet entry or VAS purchase it came from. */
    sourceId: uuid(),
    /** Its readable number: "SALE-000042", "CN-000003", a pay-out's reason. */
    reference: text().notNull(),
    staffId: staffId(),
    /** A pay-in's or pay-out's reason; a refund's reason ("void"). */
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index('shift_movements_shift_idx').on(t.merchantId, t.shiftId, t.createdAt)],
);
