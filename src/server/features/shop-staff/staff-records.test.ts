import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, orders, shopStaff, stockMovements } from '@server/db/schema/index';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { call } from '@server/test/test-app';
import { tillCart } from '@server/test/trading';

const t = appFixture();
const shop = merchantFixture(t);
let manager: { id: string; token: string };
let cashier: { id: string; token: string };

beforeAll(async () => {
  const m = await addStaff(t, shop.token, { name: 'Bongani Zulu', role: 'manager', pin: '7391' });
  manager = { id: m.id, token: await staffToken(t, shop.token, m.id, '7391') };
  const c = await addStaff(t, shop.token, { name: 'Lerato Mokoena', pin: '2580' });
  cashier = { id: c.id, token: await staffToken(t, shop.token, c.id, '2580') };
});

describe('what staff record keeps who did it', () => {
  it('a stock adjustment, an order and a repayment keep the staff id; the owner’s keep null', async () => {
    const product = await insertProduct(t.deps.db, shop.user.id, { stock: 50 });
    const adjusted = await call(t.app, 'POST', `/api/products/${product.id}/stock-adjustments`, {
      token: manager.token,
      body: { quantity: 5, reason: 'delivery' },
    });
    expect(adjusted.status).toBe(200);
    const [moved] = await t.deps.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'delivery')));
    expect(moved!.staffId).toBe(manager.id);

    const order = await call(t.app, 'POST', '/api/orders', {
      token: manager.token,
      body: { items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(order.status).toBe(201);
    const [stored] = await t.deps.db.select().from(orders).where(eq(orders.id, order.body.id));
    expect(stored!.staffId).toBe(manager.id);

    const customer = await insertCustomer(t.deps.db, shop.user.id);
    const account = await call(t.app, 'POST', '/api/credit-accounts', {
      token: shop.token,
      body: { customerId: customer.id, creditLimit: '200.00', status: 'active' },
    });
    const onCredit = tillCart([[product, 1]], { paymentMethod: 'credit', customerId: customer.id });
    expect(
      (await call(t.app, 'POST', '/api/pos-sales', { token: shop.token, body: onCredit })).status,
    ).toBe(201);
    const repaid = await call(t.app, 'POST', `/api/credit-accounts/${account.body.id}/payments`, {
      token: cashier.token,
      body: { amount: '5.00', method: 'cash' },
    });
    expect(repaid.status).toBe(201);
    const ledger = await t.deps.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.creditAccountId, account.body.id));
    expect(ledger.map((row) => [row.type, row.staffId]).sort()).toEqual([
      ['charge', null],
      ['payment', cashier.id],
    ]);
  });

  it('refuses a cashier what their role lacks: stock changes and orders (403 naming it)', async () => {
    const product = await insertProduct(t.deps.db, shop.user.id);
    const adjust = await call(t.app, 'POST', `/api/products/${product.id}/stock-adjustments`, {
      token: cashier.token,
      body: { quantity: 1, reason: 'delivery' },
    });
    expect(adjust.status).toBe(403);
    expect(adjust.body.error.details).toEqual({
      reason: 'STAFF_PERMISSION',
      permission: 'change_stock',
    });
    const orders = await call(t.app, 'GET', '/api/orders', { token: cashier.token });
    expect(orders.body.error.details.permission).toBe('manage_orders');
  });

  it('moves lastWorkedAt on a recorded action', async () => {
    await t.deps.db
      .update(shopStaff)
      .set({ lastWorkedAt: null })
      .where(eq(shopStaff.id, cashier.id));
    const product = await insertProduct(t.deps.db, shop.user.id, { price: '3.00' });
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: cashier.token,
      body: tillCart([[product, 1]]),
    });
    expect(sold.status).toBe(201);
    const [row] = await t.deps.db.select().from(shopStaff).where(eq(shopStaff.id, cashier.id));
    expect(row!.lastWorkedAt).not.toBeNull();
  });
});
