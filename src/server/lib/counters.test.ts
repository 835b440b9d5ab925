import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { insertMerchant } from '../test/fixtures';
import type { Database } from '../db/client';
import { sql } from 'drizzle-orm';
import { nextNumber, nextNumberCte, reserveNumbers } from './counters';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('merchant counters', () => {
  it('numbers per merchant, and a reserved block is consecutive', async () => {
    const a = await insertMerchant(database.db);
    const b = await insertMerchant(database.db);
    await database.db.transaction(async (tx) => {
      expect(await nextNumber(tx, a.id, 'sale')).toBe('SALE-000001');
      expect(await reserveNumbers(tx, a.id, 'sale', 3)).toEqual([
        'SALE-000002',
        'SALE-000003',
        'SALE-000004',
      ]);
      expect(await nextNumber(tx, a.id, 'sale')).toBe('SALE-000005');
      expect(await reserveNumbers(tx, b.id, 'order', 2)).toEqual(['ORD-000001', 'ORD-000002']);
      expect(await reserveNumbers(tx, b.id, 'order', 0)).toEqual([]);
      expect(await nextNumber(tx, b.id, 'order')).toBe('ORD-000003');
    });
  });

  it('a number taken inside the inserting statement follows the same counter and format', async () => {
    const a = await insertMerchant(database.db);
    await database.db.transaction(async (tx) => {
      const taken = async () => {
        const numbered = nextNumberCte(tx, a.id, 'sale');
        const rows = await tx
          .with(numbered)
          .select({ number: sql<string>`number` })
          .from(numbered);
        return rows.map((r) => r.number);
      };
      expect(await nextNumber(tx, a.id, 'sale')).toBe('SALE-000001');
      expect(await taken()).toEqual(['SALE-000002']);
      await reserveNumbers(tx, a.id, 'sale', 999_997);
      expect(await taken()).toEqual(['SALE-1000000']);
      expect(await nextNumber(tx, a.id, 'sale')).toBe('SALE-1000001');
    });
  });
});
