import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConsentChannel } from '@shared/customers/consent.schemas';
import { at, createdAt, id, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { staffId } from './shop-staff';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    email: text(),
    phone: text().notNull(),
    address: text(),
    /** Set when the customer asked to be forgotten (POPIA): name replaced, phone blank. */
    erasedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_merchant_name_idx').on(t.merchantId, t.name),
    // One customer per phone per merchant, also when two phones add the same person at once.
    uniqueIndex('customers_merchant_phone_key')
      .on(t.merchantId, t.phone)
      .where(sql`${t.erasedAt} is null`),
  ],
);

/** Consent to promotional messages per channel: append-only (migration 0029), latest row wins. */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: id(),
    merchantId: merchantId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    channel: text().$type<ConsentChannel>().notNull(),
    granted: boolean().notNull(),
    /** Who captured it: a member of the shop's staff, or null for the owner. */
    staffId: staffId(),
    /** Their name as it was when they captured it. */
    capturedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_consents_customer_idx').on(t.merchantId, t.customerId, t.createdAt)],
);
