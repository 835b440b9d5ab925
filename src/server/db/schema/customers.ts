import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { merchantId } from './merchant-id';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    email: text(),
    phone: text().notNull(),
    address: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_merchant_name_idx').on(t.merchantId, t.name),
    // One customer per phone per merchant, also when two phones add the same person at once.
    uniqueIndex('customers_merchant_phone_key').on(t.merchantId, t.phone),
  ],
);
