import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAT_PERCENT } from '@shared/money/vat';
import { DAY_MS, HOUR_MS, johannesburgDate } from '@shared/time/johannesburg';
import { openTestDatabase } from '../test/test-app';
import type { Database } from '../db/client';

/**
 * The two rules SQL has to restate (a column default, a day boundary in a trigger) stay tied to
 * their one TypeScript home: src/shared/money/vat.ts and src/shared/time/johannesburg.ts.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('rules written in SQL', () => {
  it('pos_sales.vat_percent defaults to the shared VAT rate', async () => {
    const [column] = await rows<{ column_default: string }>(
      sql`select column_default from information_schema.columns
          where table_name = 'pos_sales' and column_name = 'vat_percent'`,
    );
    expect(Number(column!.column_default)).toBe(VAT_PERCENT);
  });

  it('kasitrade_jhb_day is the Johannesburg day of src/shared/time for instants around midnight', async () => {
    const seed = Date.now();
    console.log(`kasitrade_jhb_day instants seed ${seed}`);
    let state = seed % 2_147_483_647;
    const next = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
    const base = Date.parse('2026-01-01T00:00:00Z');
    const instants = [
      Date.parse('2026-03-16T21:59:59.999Z'),
      Date.parse('2026-03-16T22:00:00.000Z'),
      Date.parse('2026-12-31T22:00:00.000Z'),
      ...Array.from({ length: 60 }, () => {
        const day = base + Math.floor(next() * 730) * DAY_MS;
        return day + 21 * HOUR_MS + Math.floor(next() * 2 * HOUR_MS);
      }),
    ].map((at) => new Date(at).toISOString());
    const found = await rows<{ at: string; day: string }>(
      sql`select at, kasitrade_jhb_day(at::timestamptz)::text as day
          from unnest(${sql.raw(`ARRAY[${instants.map((at) => `'${at}'`).join(',')}]`)}::text[]) as at`,
    );
    expect(found).toHaveLength(instants.length);
    for (const { at, day } of found) expect(day, at).toBe(johannesburgDate(new Date(at)));
  });
});
