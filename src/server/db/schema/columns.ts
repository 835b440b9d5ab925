import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
/** Money: numeric(12,2); drizzle hands it over as a decimal string. */
export const money = () => numeric({ precision: 12, scale: 2 });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true });
