import type { Language } from '@shared/i18n/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Role } from '@shared/auth/auth.schemas';
import type { PosPaymentMethod } from '@shared/pos/pos.schemas';
import { at, createdAt, id, money, updatedAt } from './columns';

/** Merchants, admins and employees. A merchant's id is the merchant_id of its rows. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    role: text().$type<Role>().notNull().default('merchant'),
    businessName: text(),
    businessAddress: text(),
    businessType: text(),
    /** The shop charges VAT at VAT_PERCENT (the default); false for a shop below the registration threshold. */
    vatRegistered: boolean().notNull().default(true),
    /** The registered (legal) name and the VAT number its tax invoices print (migration 0028). */
    legalName: text(),
    vatNumber: text(),
    /** The payment methods the till offers (null: never chosen, every method the till takes). */
    paymentMethods: text().array().$type<PosPaymentMethod[]>(),
    /** The app's language the account chose (null: not chosen yet; the device's applies). */
    language: text().$type<Language>(),
    isActive: boolean().notNull().default(true),
    phoneVerified: boolean().notNull().default(false),
    managerId: uuid().references((): AnyPgColumn => users.id),
    /** Set when an employee is deleted: the login is off and the row hidden, history stays. */
    deletedAt: at(),
    lastLogin: at(),
    /** The owner's till PIN (argon2id), its till key (PBKDF2 verifier) and its lock. */
    ownerPinHash: text(),
    ownerPinSalt: text(),
    ownerPinIterations: integer(),
    ownerPinVerifier: text(),
    ownerPinFailures: integer().notNull().default(0),
    ownerPinLockedUntil: at(),
    /** Seconds untouched before a till with staff goes back to "Switch user". */
    tillLockSeconds: integer().notNull().default(120),
    /** The margin the owner aims for, percent of the price excl. VAT (the price suggestion). */
    targetMarginPercent: integer().notNull().default(25),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_phone_idx').on(t.phone),
    index('users_role_created_idx').on(t.role, t.createdAt),
  ],
);

export const merchantProfiles = pgTable(
  'merchant_profiles',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    businessRegistration: text(),
    taxNumber: text(),
    bankAccount: text(),
    monthlyRevenue: money().notNull().default('0'),
    employeeCount: integer().notNull().default(0),
    verificationStatus: text()
      .$type<'pending' | 'verified' | 'rejected'>()
      .notNull()
      .default('pending'),
    verifiedAt: at(),
    verifiedBy: uuid().references(() => users.id),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchant_profiles_user_key').on(t.userId),
    index('merchant_profiles_status_idx').on(t.verificationStatus),
  ],
);

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    /** Why it was sent: register, login or resend (resends are capped per hour). */
    purpose: text().$type<'register' | 'login' | 'resend'>().notNull(),
    /** Null for a resend to a phone without an account: kept so it waits like any other. */
    userId: uuid().references(() => users.id),
    verified: boolean().notNull().default(false),
    expiresAt: at().notNull(),
    verifiedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.phone, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    expiresAt: at().notNull(),
    revokedAt: at(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Phones the owner chose to trust after a verified sign-in: a sign-in with the right password
 * and this credential skips the SMS code until it expires or is revoked.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** sha256 of the credential the phone keeps; the credential itself is never stored. */
    tokenHash: text().notNull(),
    label: text().notNull(),
    userAgent: text(),
    ipAddress: text(),
    expiresAt: at().notNull(),
    lastUsedAt: at(),
    revokedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_key').on(t.tokenHash),
    index('trusted_devices_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const adminLogs = pgTable(
  'admin_logs',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_logs_created_idx').on(t.createdAt)],
);

/** Retried writes (POS sale, order create, repayments) answer their first result. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => users.id),
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key').on(t.merchantId, t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Per-merchant sequences for readable numbers (ORD-000042, SALE-000107). */
export const merchantCounters = pgTable(
  'merchant_counters',
  {
    merchantId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    value: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_counters_key').on(t.merchantId, t.name)],
);
