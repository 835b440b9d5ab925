import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/**
 * Failed sign-ins per key (a username, a trusted phone, an address, a phone's codes), shared by
 * every server: each failure past the free ones makes the next try wait longer
 * (src/server/domain/accounts/failure-delay.ts). A row untouched for a day counts from zero.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    lastFailureAt: timestamp({ withTimezone: true }).notNull(),
    /** No try for this key is heard before this time. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('auth_failures_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * SMS waiting for the gateway: a request only writes the row, the sender (src/server/lib/sms/
 * sms-outbox.ts) sends it, retrying with back-off until its code expires. The text (with the
 * code) is cleared once sent or given up, so no live code stays readable here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text().notNull(),
    body: text(),
    /** The code inside body, for the development outbox only. */
    code: text(),
    attempts: integer().notNull().default(0),
    /** Due then; while a sender holds the row, when another may take it over. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** The code's own expiry: not sent by then, it is not sent at all. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: at(),
    gaveUpAt: at(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);
