import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { posSales, products } from '@server/db/schema/index';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { offlineSaleBody } from '@server/test/offline-sale';
import { MAX_SALE_QUANTITY } from '@shared/pos/pos.schemas';

/** An offline receipt number names one sale per shop; lines rung up below price are flagged. */
let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;
let merchantId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpMerchant(t);
  merchantId = a.user.id as string;
});
afterAll(() => t.close());

const product = (values: Parameters<typeof insertProduct>[2]) =>
  insertProduct(t.deps.db, merchantId, values);
const hourAgo = () => new Date(t.deps.clock().getTime() - 3_600_000);
const sale = (lines: [{ id: string }, number, number][], receiptNumber: string) =>
  offlineSaleBody(lines, { receiptNumber, soldAt: hourAgo() });
const sell = (body: unknown, key: string) =>
  call(t.app, 'POST', '/api/pos-sales', {
    token: a.token,
    body,
    headers: { 'idempotency-key': key },
  });
const stockOf = async (id: string) =>
  (await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
const salesWith = async (receiptNumber: string) =>
  t.deps.db
    .select({ id: posSales.id })
    .from(posSales)
    .where(
      and(eq(posSales.merchantId, merchantId), eq(posSales.offlineReceiptNumber, receiptNumber)),
    );
const dashboard = async () =>
  (await call(t.app, 'GET', '/api/analytics/dashboard', { token: a.token })).body;

describe('an offline receipt number', () => {
  it('sent again under another key answers 409 naming the first sale, selling once', async () => {
    const soap = await product({ name: 'Sunlight Soap', price: '12.00', stock: 10 });
    const body = sale([[soap, 2, 1200]], 'OFF-DEV1-100');
    const first = await sell(body, 'key-1');
    expect(first.status).toBe(201);
    const again = await sell(body, 'key-2');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'CONFLICT',
      message: `Receipt OFF-DEV1-100 is already recorded, as sale ${first.body.saleNumber}`,
      details: {
        reason: 'RECEIPT_NUMBER_USED',
        saleId: first.body.id,
        saleNumber: first.body.saleNumber,
      },
    });
    const other = await sell(sale([[soap, 1, 1200]], 'OFF-DEV1-100'), 'key-3');
    expect(other.status).toBe(409);
    expect((await sell(body, 'key-1')).body.id).toBe(first.body.id);
    expect(await salesWith('OFF-DEV1-100')).toHaveLength(1);
    expect(await stockOf(soap.id)).toBe(8);
  });

  it('sent twice at the same moment under two keys makes one sale', async () => {
    const tea = await product({ name: 'Rooibos', price: '30.00', stock: 10 });
    const body = sale([[tea, 1, 3000]], 'OFF-DEV1-200');
    const answers = await Promise.all([sell(body, 'race-1'), sell(body, 'race-2')]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error.details.reason).toBe(
      'RECEIPT_NUMBER_USED',
    );
    expect(await salesWith('OFF-DEV1-200')).toHaveLength(1);
    expect(await stockOf(tea.id)).toBe(9);
  });

  it('is the same number in another shop without clashing', async () => {
    const b = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, b.user.id as string, {
      name: 'Bread',
      price: '18.00',
      stock: 5,
    });
    const res = await call(t.app, 'POST', '/api/pos-sales', {
      token: b.token,
      body: sale([[bread, 1, 1800]], 'OFF-DEV1-100'),
      headers: { 'idempotency-key': 'other-shop' },
    });
    expect(res.status).toBe(201);
  });
});

describe('an offline line', () => {
  it('is bounded by the per-line maximum quantity', async () => {
    const rice = await product({ name: 'Rice', price: '5.00', stock: 20_000 });
    const res = await sell(sale([[rice, MAX_SALE_QUANTITY + 1, 500]], 'OFF-DEV2-1'), 'big');
    expect(res.status).toBe(400);
    expect(res.body.error.details.issues[0].field).toBe('items.0.quantity');
    expect(await stockOf(rice.id)).toBe(20_000);
  });

  it('rung up below the shop price or at zero is kept, and flagged with the difference', async () => {
    const before = await dashboard();
    const maize = await product({ name: 'Maize', price: '5.00', stock: 10 });
    const oil = await product({ name: 'Oil', price: '40.00', stock: 10 });
    const free = await sell(sale([[maize, MAX_SALE_QUANTITY, 0]], 'OFF-DEV2-2'), 'free');
    expect(free.status).toBe(201);
    expect(free.body.belowPrice).toBe('50000.00');
    expect(await stockOf(maize.id)).toBe(0);
    // One line below, one above: only the line below counts, the one above does not offset it.
    const mixed = await sell(
      sale(
        [
          [oil, 2, 3500],
          [maize, 1, 600],
        ],
        'OFF-DEV2-3',
      ),
      'mixed',
    );
    expect(mixed.body).toMatchObject({ belowPrice: '10.00', priceDifference: '-9.00' });
    const fair = await sell(sale([[oil, 1, 4000]], 'OFF-DEV2-4'), 'fair');
    expect(fair.body.belowPrice).toBeNull();
    const after = await dashboard();
    expect(after.offlineBelowPrice).toEqual({
      sales: before.offlineBelowPrice.sales + 2,
      amount: (Number(before.offlineBelowPrice.amount) + 50_010).toFixed(2),
    });
    t.advance(8 * 24 * 3_600_000);
    expect((await dashboard()).offlineBelowPrice).toEqual({ sales: 0, amount: '0.00' });
  });
});

describe('migration 0013', () => {
  it('keeps every sale of a receipt number used twice, renaming the later ones', async () => {
    const file = path.join(
      import.meta.dirname,
      '../../db/migrations/0013_offline_receipt_unique.sql',
    );
    // Every statement but the last (the new column, already there).
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint').slice(0, -1);
    const cola = await product({ name: 'Cola', price: '10.00', stock: 10 });
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push((await sell(sale([[cola, 1, 1000]], `OFF-DUP-${n}`), `dup-${n}`)).body.id);
    }
    // As a shop's data stood before: the same number on three sales.
    await t.deps.db.execute(sql`drop index pos_sales_offline_receipt_key`);
    await t.deps.db.execute(sql`alter table pos_sales disable trigger pos_sales_append_only`);
    await t.deps.db
      .update(posSales)
      .set({ offlineReceiptNumber: 'OFF-DUP-1' })
      .where(inArray(posSales.id, ids));
    await t.deps.db.execute(sql`alter table pos_sales enable trigger pos_sales_append_only`);
    for (const statement of statements) await t.deps.db.execute(sql.raw(statement));
    const rows = await t.deps.db
      .select({ id: posSales.id, receipt: posSales.offlineReceiptNumber })
      .from(posSales)
      .where(inArray(posSales.id, ids))
      .orderBy(posSales.offlineReceiptNumber);
    expect(rows.map((r) => r.receipt)).toEqual(['OFF-DUP-1', 'OFF-DUP-1#2', 'OFF-DUP-1#3']);
    await expect(
      t.deps.db.update(posSales).set({ status: 'x' }).where(eq(posSales.id, ids[0]!)),
    ).rejects.toThrow();
    // The append-only guard is back.
    await expect(
      t.deps.db.update(posSales).set({ status: 'x' }).where(eq(posSales.id, ids[0]!)),
    ).rejects.toThrow();
    const again = await sell(sale([[cola, 1, 1000]], 'OFF-DUP-1'), 'dup-again');
    expect(again.body.error.details.reason).toBe('RECEIPT_NUMBER_USED');
  });
});
