import { uuid } from 'drizzle-orm/pg-core';
import { users } from './platform';

/** Every merchant-owned row carries the owning merchant (DESIGN section 3). */
export const merchantId = () =>
  uuid()
    .notNull()
    .references(() => users.id);
