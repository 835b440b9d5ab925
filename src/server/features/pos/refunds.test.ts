import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { products, stockMovements } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { ringUp } from '@server/test/trading';
import { refundSale, saleOf } from '@server/test/refunds';
import { centsToDecimal, toCents } from '@shared/money/money';

/** Refunds of till sales: what comes back, what is refused, where the stock goes. */
const t = appFixture();
const m = merchantFixture(t);
const merchantId = () => m.user.id as string;

const product = (price: string, stock = 50) =>
  insertProduct(t.deps.db, merchantId(), { price, stock, lowStockThreshold: 0 });
const stockOf = async (id: string) =>
  (await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

async function threeLineSale() {
  const lines = [await product('24.99'), await product('13.33'), await product('7.77')];
  const sale = await ringUp(t, m.token, [
    [lines[0]!, 3],
    [lines[1]!, 2],
    [lines[2]!, 1],
  ]);
  return { lines, sale };
}

describe('refunding a cash sale', () => {
  it('partial then final refunds add up to the sale total to the cent', async () => {
    const { lines, sale } = await threeLineSale();
    const [a, b, c] = lines.map((p) => p.id) as [string, string, string];
    const first = await refundSale(t, m.token, sale.id, {
      lines: [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
      ],
      reason: 'returned',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/),
      method: 'cash',
      restock: true,
      saleId: sale.id,
    });
    const partly = await saleOf(t, m.token, sale.id);
    expect(partly).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: first.body.amount,
    });
    expect(partly.items.map((i: { refundedQuantity: number }) => i.refundedQuantity)).toEqual([
      1, 1, 0,
    ]);

    const second = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: a, quantity: 1 }],
      reason: 'returned',
    });
    const last = await refundSale(t, m.token, sale.id, {
      lines: [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
        { productId: c, quantity: 1 },
      ],
      reason: 'other',
    });
    expect([second.status, last.status]).toEqual([201, 201]);
    const back = [first, second, last].reduce((acc, r) => acc + toCents(r.body.amount)!, 0);
    expect(centsToDecimal(back)).toBe(sale.total);
    const whole = await saleOf(t, m.token, sale.id);
    expect(whole).toMatchObject({ status: 'refunded', refundedAmount: sale.total });
    expect(whole.refunds.map((r: { creditNoteNumber: string }) => r.creditNoteNumber)).toEqual(
      [first, second, last].map((r) => r.body.creditNoteNumber),
    );
    expect(await stockOf(a)).toBe(50);
  });

  it('refuses more than remains with 422 and writes nothing', async () => {
    const { lines, sale } = await threeLineSale();
    const before = await rowCounts(t.deps.db);
    const refused = await refundSale(t, m.token, sale.id, {
      lines: [
        { productId: lines[2]!.id, quantity: 1 },
        { productId: lines[1]!.id, quantity: 3 },
      ],
      reason: 'returned',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toMatchObject({
      reason: 'MORE_THAN_REMAINS',
      productId: lines[1]!.id,
      remaining: 2,
    });
    expect(await rowCounts(t.deps.db)).toEqual(before);
    const other = await product('5.00');
    const notOnSale = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: other.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(notOnSale.body.error.details).toMatchObject({ reason: 'NOT_ON_SALE' });
  });

  it('puts stock back, or writes it off for damaged goods or restock false', async () => {
    const p = await product('10.00', 10);
    const sale = await ringUp(t, m.token, [[p, 4]]);
    expect(await stockOf(p.id)).toBe(6);
    await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(await stockOf(p.id)).toBe(7);
    const damaged = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(damaged.body.restock).toBe(false);
    await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'returned',
      restock: false,
    });
    expect(await stockOf(p.id)).toBe(7);
    const moves = await t.deps.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(and(eq(stockMovements.merchantId, merchantId()), eq(stockMovements.productId, p.id)));
    expect(moves.filter((x) => x.reason === 'refund')).toHaveLength(3);
    expect(moves.filter((x) => x.reason === 'write_off').map((x) => x.delta)).toEqual([-1, -1]);
  });

  it('answers a retry with the same Idempotency-Key once, and 409 for another body', async () => {
    const p = await product('10.00');
    const sale = await ringUp(t, m.token, [[p, 2]]);
    const body = { lines: [{ productId: p.id, quantity: 1 }], reason: 'returned' };
    const headers = { 'idempotency-key': `refund-${sale.id}` };
    const first = await refundSale(t, m.token, sale.id, body, headers);
    const again = await refundSale(t, m.token, sale.id, body, headers);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await saleOf(t, m.token, sale.id)).refunds).toHaveLength(1);
    const changed = await refundSale(t, m.token, sale.id, { ...body, reason: 'other' }, headers);
    expect(changed.status).toBe(409);
  });

  it('keeps shops apart: another shop sees 404 for the sale and its refund', async () => {
    const p = await product('10.00');
    const sale = await ringUp(t, m.token, [[p, 1]]);
    const other = await signUpMerchant(t);
    const body = { lines: [{ productId: p.id, quantity: 1 }], reason: 'returned' };
    expect((await refundSale(t, other.token, sale.id, body)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/pos-sales/${sale.id}`, { token: other.token })).status,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await refundSale(t, m.token, unknown, body)).status).toBe(404);
  });

  it('finds a sale by its receipt number, with its refunded amount and status', async () => {
    const p = await product('10.00');
    const sale = (await ringUp(t, m.token, [[p, 2]])) as { id: string; saleNumber?: string };
    const { saleNumber } = await saleOf(t, m.token, sale.id);
    await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'returned',
    });
    const found = await call(t.app, 'GET', `/api/pos-sales?receiptNumber=${saleNumber}`, {
      token: m.token,
    });
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({
      id: sale.id,
      status: 'partially_refunded',
      refundedAmount: '11.50',
    });
  });
});
