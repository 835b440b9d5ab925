import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STOCK_IN_MESSAGES } from '@shared/stock-in/stock-in.schemas';
import { stockMovements } from '@server/db/schema/index';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { cashierAndManager } from '@server/test/shop-staff';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';
import {
  insertPurchaseOrder,
  insertSupplier,
  purchaseOrderState,
  stockInCalls,
} from './stock-in-test-helpers';

const t = appFixture();

async function shop() {
  const m = await signUpMerchant(t);
  return { token: m.token, id: m.user.id as string, calls: stockInCalls(t, m.token) };
}

describe('stock receipts', () => {
  it('averages the cost: 24 units at R8.00 and 24 at R10.00 cost R9.00 a unit', async () => {
    const s = await shop();
    const cola = await insertProduct(t.deps.db, s.id, { name: 'Coke 330ml', stock: 0 });
    const first = await s.calls.received({
      lines: [{ productId: cola.id, quantity: 24, unitCost: '8.00', caseSize: 24 }],
    });
    expect(first).toMatchObject({ number: 'REC-000001', totalCost: '192.00', receivedBy: null });
    expect(await s.calls.product(cola.id)).toMatchObject({ stock: 24, costPrice: '8.00' });
    const second = await s.calls.received({
      lines: [{ productId: cola.id, quantity: 24, unitCost: 10 }],
    });
    expect(second.number).toBe('REC-000002');
    expect(await s.calls.product(cola.id)).toMatchObject({ stock: 48, costPrice: '9.00' });

    const moved = await t.deps.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, cola.id), eq(stockMovements.reason, 'received')));
    expect(moved.map((m) => [m.delta, m.referenceType, m.referenceId]).sort()).toEqual(
      [
        [24, 'stock_receipt', first.id],
        [24, 'stock_receipt', second.id],
      ].sort(),
    );
    const list = await call(t.app, 'GET', '/api/stock-receipts?pageSize=1', { token: s.token });
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(list.body.items).toMatchObject([{ number: 'REC-000002', lineCount: 1 }]);
    const one = await call(t.app, 'GET', `/api/stock-receipts/${first.id}`, { token: s.token });
    expect(one.body.lines).toEqual([
      expect.objectContaining({ productName: 'Coke 330ml', quantity: 24, unitCost: '8.0000' }),
    ]);
  });

  it('takes the new cost when the old is unknown or the shelf is empty', async () => {
    const s = await shop();
    const bread = await insertProduct(t.deps.db, s.id, { name: 'Albany Bread', stock: 5 });
    await s.calls.received({ lines: [{ productId: bread.id, quantity: 10, unitCost: '12.5' }] });
    expect(await s.calls.product(bread.id)).toMatchObject({ stock: 15, costPrice: '12.50' });
  });

  it('receives a pack as units of the product it packs, at the cost per unit', async () => {
    const s = await shop();
    const egg = await insertProduct(t.deps.db, s.id, { name: 'Egg', stock: 0, price: '3.00' });
    const six = await insertProduct(t.deps.db, s.id, {
      name: 'Eggs 6',
      stock: 0,
      price: '16.00',
      packOf: egg.id,
      packUnits: 6,
    });
    const receipt = await s.calls.received({
      lines: [{ productId: six.id, quantity: 2, unitCost: '15.00' }],
    });
    expect(receipt).toMatchObject({
      totalCost: '30.00',
      lines: [{ productId: egg.id, quantity: 12, unitCost: '2.5000' }],
    });
    expect(await s.calls.product(egg.id)).toMatchObject({ stock: 12, costPrice: '2.50' });
  });

  it('is retry-safe with an Idempotency-Key', async () => {
    const s = await shop();
    const rice = await insertProduct(t.deps.db, s.id, { name: 'Rice 2kg', stock: 0 });
    const body = { lines: [{ productId: rice.id, quantity: 6, unitCost: '30' }] };
    const headers = { 'idempotency-key': 'delivery-1' };
    const first = await s.calls.receive(body, headers);
    const again = await s.calls.receive(body, headers);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await s.calls.product(rice.id)).stock).toBe(6);
  });

  it('remembers case sizes per supplier', async () => {
    const s = await shop();
    const supplierId = await insertSupplier(t, s.id);
    const juice = await insertProduct(t.deps.db, s.id, { name: 'Juice 1L', stock: 0 });
    await s.calls.received({
      supplierId,
      lines: [{ productId: juice.id, quantity: 12, unitCost: '14', caseSize: 12 }],
    });
    const sizes = await call(
      t.app,
      'GET',
      `/api/stock-receipts/case-sizes?supplierId=${supplierId}`,
      {
        token: s.token,
      },
    );
    expect(sizes.body).toEqual([{ productId: juice.id, caseSize: 12 }]);
  });

  it('moves a purchase order to partially received, then received', async () => {
    const s = await shop();
    const supplierId = await insertSupplier(t, s.id);
    const [oil, sugar, salt] = await Promise.all(
      ['Oil 2L', 'Sugar 2kg', 'Salt 1kg'].map((name) => insertProduct(t.deps.db, s.id, { name })),
    );
    const orderId = await insertPurchaseOrder(t, s.id, supplierId, [
      { productId: oil!.id, quantity: 10 },
      { productId: sugar!.id, quantity: 5 },
    ]);
    const part = await s.calls.received({
      purchaseOrderId: orderId,
      lines: [{ productId: oil!.id, quantity: 10, unitCost: '40' }],
    });
    expect(part).toMatchObject({ supplierId, purchaseOrderId: orderId });
    expect(await purchaseOrderState(t, orderId)).toMatchObject({ status: 'partially_received' });
    const notOnOrder = await s.calls.receive({
      purchaseOrderId: orderId,
      lines: [{ productId: salt!.id, quantity: 1, unitCost: '9' }],
    });
    expect(notOnOrder.status).toBe(422);
    expect(notOnOrder.body.error.details.reason).toBe('NOT_ON_PURCHASE_ORDER');
    await s.calls.received({
      purchaseOrderId: orderId,
      lines: [{ productId: sugar!.id, quantity: 5, unitCost: '25' }],
    });
    expect(await purchaseOrderState(t, orderId)).toMatchObject({ status: 'received' });
    const closed = await s.calls.receive({
      purchaseOrderId: orderId,
      lines: [{ productId: sugar!.id, quantity: 1, unitCost: '25' }],
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error.details.reason).toBe('PURCHASE_ORDER_CLOSED');
    const cancelled = await insertPurchaseOrder(
      t,
      s.id,
      supplierId,
      [{ productId: oil!.id, quantity: 1 }],
      'cancelled',
    );
    const refused = await s.calls.receive({
      purchaseOrderId: cancelled,
      lines: [{ productId: oil!.id, quantity: 1, unitCost: '40' }],
    });
    expect(refused.status).toBe(409);
  });

  it('refuses each invalid field with its message', async () => {
    const s = await shop();
    const p = await insertProduct(t.deps.db, s.id);
    const line = { productId: p.id, quantity: 1, unitCost: '5' };
    const cases: [unknown, string][] = [
      [{ lines: [] }, STOCK_IN_MESSAGES.linesRequired],
      [{ lines: [{ ...line, quantity: 0 }] }, STOCK_IN_MESSAGES.quantityWhole],
      [{ lines: [{ ...line, quantity: 1.5 }] }, STOCK_IN_MESSAGES.quantityWhole],
      [{ lines: [{ ...line, expiryDate: '2030-01-01' }] }, STOCK_IN_MESSAGES.expiryNeedsMark],
      [{ lines: [{ ...line, dateMark: 'use_by' }] }, STOCK_IN_MESSAGES.markNeedsExpiry],
      [
        { lines: [{ ...line, expiryDate: '2030-13-40', dateMark: 'use_by' }] },
        STOCK_IN_MESSAGES.expiryDate,
      ],
      [{ lines: [{ ...line, unitCost: 'eight' }] }, 'Unit cost must be an amount like 8.50'],
      [
        { lines: [{ ...line, dateMark: 'soon', expiryDate: '2030-01-01' }] },
        'Date mark must be use_by or best_before',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await s.calls.receive(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
  });

  it("answers 404 for another shop's product, supplier, order and receipt", async () => {
    const s = await shop();
    const other = await shop();
    const mine = await insertProduct(t.deps.db, s.id);
    const theirs = await insertProduct(t.deps.db, other.id);
    const theirSupplier = await insertSupplier(t, other.id);
    const theirOrder = await insertPurchaseOrder(t, other.id, theirSupplier, [
      { productId: theirs.id, quantity: 1 },
    ]);
    const line = { productId: mine.id, quantity: 1, unitCost: '5' };
    for (const body of [
      { lines: [{ ...line, productId: theirs.id }] },
      { supplierId: theirSupplier, lines: [line] },
      { purchaseOrderId: theirOrder, lines: [line] },
    ]) {
      expect((await s.calls.receive(body)).status, JSON.stringify(body)).toBe(404);
    }
    const receipt = await other.calls.received({
      lines: [{ productId: theirs.id, quantity: 1, unitCost: '5' }],
    });
    const peek = await call(t.app, 'GET', `/api/stock-receipts/${receipt.id}`, { token: s.token });
    expect(peek.status).toBe(404);
    expect((await s.calls.product(mine.id)).stock).toBe(20);
  });

  it('needs receive_stock of staff (deliveries), and names who received it', async () => {
    const s = await shop();
    const p = await insertProduct(t.deps.db, s.id, { name: 'Candles', stock: 0 });
    const { cashier, manager } = await cashierAndManager(t, s.token);
    const body = { lines: [{ productId: p.id, quantity: 3, unitCost: '2' }] };
    const refused = await stockInCalls(t, cashier.token).receive(body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.reason).toBe('STAFF_PERMISSION');
    const done = await stockInCalls(t, manager.token).received(body);
    expect(done).toMatchObject({ receivedBy: { id: manager.id, name: 'Bongani Zulu' } });
  });
});
