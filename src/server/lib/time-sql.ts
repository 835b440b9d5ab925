import { sql, type SQL } from 'drizzle-orm';
import { JOHANNESBURG } from '@shared/time/johannesburg';

/** Midnight starting the day or month that `now` falls in, on Johannesburg clocks, in SQL. */
export const johannesburgStartOf = (unit: 'day' | 'month', now: Date): SQL =>
  sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${JOHANNESBURG}) at time zone ${JOHANNESBURG})`;
