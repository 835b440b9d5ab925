import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { JOHANNESBURG, johannesburgDayStart } from '@shared/time/johannesburg';

/** Midnight starting the day or month that `now` falls in, on Johannesburg clocks, in SQL. */
export const johannesburgStartOf = (unit: 'day' | 'month', now: Date): SQL =>
  sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${JOHANNESBURG}) at time zone ${JOHANNESBURG})`;

/**
 * Midnight starting the Johannesburg day `days` days before the day of `now`, as a timestamptz
 * parameter (worked out once here, not for every row a query compares it with).
 */
export const johannesburgDaysBefore = (now: Date, days: number): SQL =>
  sql`${johannesburgDayStart(now, days).toISOString()}::timestamptz`;

/**
 * The Johannesburg calendar day ("YYYY-MM-DD") of a timestamp column, in SQL: migration 0018's
 * `kasitrade_jhb_day`, the one SQL home of the day boundary (the day summaries' trigger uses it).
 */
export const johannesburgDayOf = (column: SQLWrapper): SQL => sql`kasitrade_jhb_day(${column})`;
