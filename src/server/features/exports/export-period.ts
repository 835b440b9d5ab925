import { sql, type SQL } from 'drizzle-orm';
import type { SalesExportQuery } from '@shared/exports/exports.schemas';
import { addDays, johannesburgDate, johannesburgStartOfDay } from '@shared/time/johannesburg';
import { JOHANNESBURG } from '@shared/time/johannesburg';

/** Instants from start (included) to end (excluded), and the days they cover for file names. */
export interface Period {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

/** The Johannesburg days asked for, both ends included; this month so far when none are. */
export function periodOf(query: SalesExportQuery, now: Date): Period {
  const today = johannesburgDate(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? (query.to ? '2000-01-01' : `${today.slice(0, 8)}01`);
  return {
    start: johannesburgStartOfDay(from),
    end: johannesburgStartOfDay(addDays(to, 1)),
    from,
    to,
  };
}

/** A timestamp column as two columns "date" (YYYY-MM-DD) and "time" (HH:MM:SS), Johannesburg. */
export const localDateTime = (column: SQL) => {
  const local = sql`(${column} at time zone ${sql.raw(`'${JOHANNESBURG}'`)})`;
  return sql`to_char(${local}, 'YYYY-MM-DD') as "date", to_char(${local}, 'HH24:MI:SS') as "time"`;
};
