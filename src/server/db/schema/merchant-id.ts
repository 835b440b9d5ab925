import { uuid } from 'drizzle-orm/pg-core';
import { users } from './platform';

/** Every merchant-owned row carries the owning merchant (docs/design.md "Tenancy and roles"). */
export const merchantId = () =>
  uuid()
    .notNull()
    .references(() => users.id);
