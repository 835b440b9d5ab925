import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantCounters } from '../db/schema/index';
import { openTestDatabase } from '../test/test-app';
import { insertMerchant } from '../test/fixtures';
import type { Database } from '../db/client';
import { nextNumber } from './counters';
import { runIdempotent } from './idempotency';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('runIdempotent', () => {
  it('runs once per key and body; replays the first answer; refuses another body', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const options = {
      merchantId: merchant.id,
      scope: 'test',
      key: 'k-1',
      requestBody: { a: 1, b: [2] },
      now: new Date(),
    };
    const work = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => ({
      number: await nextNumber(tx, merchant.id, 'sale'),
    });
    const first = await runIdempotent(db, options, work);
    const second = await runIdempotent(db, { ...options, requestBody: { b: [2], a: 1 } }, work);
    expect(first).toEqual({ status: 201, body: { number: 'SALE-000001' }, replayed: false });
    expect(second).toEqual({ status: 201, body: { number: 'SALE-000001' }, replayed: true });
    await expect(
      runIdempotent(db, { ...options, requestBody: { a: 2 } }, work),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const [counter] = await db
      .select()
      .from(merchantCounters)
      .where(eq(merchantCounters.merchantId, merchant.id));
    expect(counter!.value).toBe(1);
  });

  it('a failed attempt leaves the key free for a retry', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const options = {
      merchantId: merchant.id,
      scope: 'test',
      key: 'k-2',
      requestBody: {},
      now: new Date(),
    };
    await expect(
      runIdempotent(db, options, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const retry = await runIdempotent(db, options, async () => ({ ok: true }));
    expect(retry).toEqual({ status: 201, body: { ok: true }, replayed: false });
  });

  it('numbers are per merchant', async () => {
    const { db } = database;
    const a = await insertMerchant(db);
    const b = await insertMerchant(db);
    const numbers = await db.transaction(async (tx) => [
      await nextNumber(tx, a.id, 'order'),
      await nextNumber(tx, a.id, 'order'),
      await nextNumber(tx, b.id, 'order'),
    ]);
    expect(numbers).toEqual(['ORD-000001', 'ORD-000002', 'ORD-000001']);
  });
});
