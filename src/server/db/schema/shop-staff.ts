import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ApprovalAction,
  ShopStaffRole,
  StaffPermission,
} from '@shared/shop-staff/permissions';
import { at, createdAt, id, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { sessions } from './platform';

/** A shop's helpers at the till, each with a PIN (migration 0019, decision 0026). */
export const shopStaff = pgTable(
  'shop_staff',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    phone: text(),
    role: text().$type<ShopStaffRole>().notNull(),
    permissions: text().array().$type<StaffPermission[]>().notNull(),
    /** argon2id, like passwords. */
    pinHash: text().notNull(),
    /** The till key: a PBKDF2-SHA256 verifier of the PIN with its own salt, for offline switches. */
    pinSalt: text().notNull(),
    pinIterations: integer().notNull(),
    pinVerifier: text().notNull(),
    isActive: boolean().notNull().default(true),
    failedPins: integer().notNull().default(0),
    lockedUntil: at(),
    lastWorkedAt: at(),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_staff_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** A staff member's session, valid only inside the owner's session it was opened under. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    staffId: uuid()
      .notNull()
      .references(() => shopStaff.id),
    merchantId: merchantId(),
    ownerSessionId: uuid()
      .notNull()
      .references(() => sessions.id),
    expiresAt: at().notNull(),
    revokedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_owner_session_idx')
      .on(t.ownerSessionId)
      .where(sql`${t.revokedAt} is null`),
    index('staff_sessions_staff_idx')
      .on(t.staffId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One approval of one action: asked by (null: the owner), approved by (null: the owner). */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: id(),
    tokenHash: text().notNull(),
    merchantId: merchantId(),
    askedBy: uuid().references(() => shopStaff.id),
    approvedBy: uuid().references(() => shopStaff.id),
    action: text().$type<ApprovalAction>().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
    /** What it was used for, e.g. "pos_sale:<id>". */
    usedFor: text(),
  },
  (t) => [
    uniqueIndex('staff_approvals_token_key').on(t.tokenHash),
    index('staff_approvals_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** Who did it: a member of the shop's staff, or null for the owner. */
export const staffId = () => uuid().references(() => shopStaff.id);
