import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, purchaseOrders } from '@server/db/schema/index';
import { appFixture, merchantFixture, type SignedInMerchant } from '@server/test/file-fixtures';
import { insertProduct } from '@server/test/fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, type TestApp } from '@server/test/test-app';
import { ringUp } from '@server/test/trading';

const t = appFixture();
const shop = merchantFixture(t);
const other = merchantFixture(t);

const calls = (app: TestApp, token: string) => ({
  create: (body: unknown) => call(app.app, 'POST', '/api/purchase-orders', { token, body }),
  list: (query = '') => call(app.app, 'GET', `/api/purchase-orders${query}`, { token }),
  get: (id: string) => call(app.app, 'GET', `/api/purchase-orders/${id}`, { token }),
  cancel: (id: string) =>
    call(app.app, 'PUT', `/api/purchase-orders/${id}`, { token, body: { status: 'cancelled' } }),
  proposal: (query = '') =>
    call(app.app, 'GET', `/api/purchase-orders/proposal${query}`, { token }),
});
const owner = () => calls(t, shop.token);

let serial = 0;
async function supplierOf(merchant: SignedInMerchant) {
  serial += 1;
  const res = await call(t.app, 'POST', '/api/suppliers', {
    token: merchant.token,
    body: {
      name: `Jumbo Cash and Carry ${serial}`,
      contact: 'Thabo Nkosi',
      email: 'orders@jumbo.co.za',
      phone: '011 234 5678',
      address: '1 Main Reef Rd, Denver',
      rating: 4,
      status: 'active',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('purchase orders', () => {
  it('creates PO-000001 open, with the lines, their costs and the estimate', async () => {
    const supplierId = await supplierOf(shop);
    const maize = await insertProduct(t.deps.db, shop.user.id, {
      name: 'Maize meal 5kg',
      costPrice: '62.5000',
    });
    const sugar = await insertProduct(t.deps.db, shop.user.id, { name: 'Sugar 2kg' });
    const res = await owner().create({
      supplierId,
      note: 'Deliver on Friday',
      lines: [
        { productId: maize.id, quantity: 10 },
        { productId: sugar.id, quantity: 6, unitCost: '31.25' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      number: expect.stringMatching(/^PO-\d{6}$/),
      status: 'open',
      supplierId,
      supplierPhone: '+27112345678',
      note: 'Deliver on Friday',
      estimatedCost: '812.50',
      createdBy: null,
      lines: [
        {
          productId: maize.id,
          productName: 'Maize meal 5kg',
          quantity: 10,
          quantityReceived: 0,
          unitCost: '62.5000',
        },
        {
          productId: sugar.id,
          productName: 'Sugar 2kg',
          quantity: 6,
          quantityReceived: 0,
          unitCost: '31.2500',
        },
      ],
    });
    expect((await owner().get(res.body.id)).body).toEqual(res.body);
  });

  it('numbers each shop on its own and lists newest first, by status and supplier, paged', async () => {
    const newShop = await signUpMerchant(t);
    const theirSupplier = await supplierOf(newShop);
    const theirProduct = await insertProduct(t.deps.db, newShop.user.id);
    const theirFirst = await calls(t, newShop.token).create({
      supplierId: theirSupplier,
      lines: [{ productId: theirProduct.id, quantity: 1 }],
    });
    expect(theirFirst.body.number).toBe('PO-000001');
    const first = await supplierOf(shop);
    const second = await supplierOf(shop);
    const product = await insertProduct(t.deps.db, shop.user.id);
    const line = [{ productId: product.id, quantity: 5 }];
    const a = (await owner().create({ supplierId: first, lines: line })).body;
    t.advance(60_000);
    const b = (await owner().create({ supplierId: second, lines: line })).body;
    t.advance(60_000);
    const c = (await owner().create({ supplierId: first, lines: line })).body;
    expect(Number(b.number.slice(3))).toBe(Number(a.number.slice(3)) + 1);
    await t.deps.db
      .update(purchaseOrders)
      .set({ status: 'received' })
      .where(eq(purchaseOrders.id, c.id));

    const ofFirst = await owner().list(`?supplierId=${first}`);
    expect(ofFirst.body.items.map((o: { id: string }) => o.id)).toEqual([c.id, a.id]);
    expect(ofFirst.body.total).toBe(2);
    const pending = await owner().list(`?status=pending&supplierId=${first}`);
    expect(pending.body.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
    const received = await owner().list(`?status=received&supplierId=${first}`);
    expect(received.body.items.map((o: { id: string }) => o.id)).toEqual([c.id]);
    const page = await owner().list(`?supplierId=${first}&page=2&pageSize=1`);
    expect(page.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
    expect((await owner().list('?status=lost')).status).toBe(400);
  });

  it('cancels an open order once; a received or cancelled one is 409 PURCHASE_ORDER_CLOSED', async () => {
    const supplierId = await supplierOf(shop);
    const product = await insertProduct(t.deps.db, shop.user.id);
    const lines = [{ productId: product.id, quantity: 3 }];
    const order = (await owner().create({ supplierId, lines })).body;
    const cancelled = await owner().cancel(order.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await owner().cancel(order.id);
    expect(again.status).toBe(409);
    expect(again.body.error.details.reason).toBe('PURCHASE_ORDER_CLOSED');

    const done = (await owner().create({ supplierId, lines })).body;
    await t.deps.db
      .update(purchaseOrders)
      .set({ status: 'received' })
      .where(eq(purchaseOrders.id, done.id));
    expect((await owner().cancel(done.id)).status).toBe(409);
    const bad = await call(t.app, 'PUT', `/api/purchase-orders/${done.id}`, {
      token: shop.token,
      body: { status: 'open' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses bad input with 400 and another shop’s supplier, product or order with 404', async () => {
    const supplierId = await supplierOf(shop);
    const theirSupplier = await supplierOf(other);
    const product = await insertProduct(t.deps.db, shop.user.id);
    const theirProduct = await insertProduct(t.deps.db, other.user.id);
    expect((await owner().create({ supplierId, lines: [] })).status).toBe(400);
    const twice = { productId: product.id, quantity: 1 };
    expect((await owner().create({ supplierId, lines: [twice, twice] })).status).toBe(400);
    expect(
      (await owner().create({ supplierId, lines: [{ productId: product.id, quantity: 0 }] }))
        .status,
    ).toBe(400);
    const theirs = await owner().create({ supplierId: theirSupplier, lines: [twice] });
    expect(theirs.status).toBe(404);
    const notOurs = [{ productId: theirProduct.id, quantity: 1 }];
    expect((await owner().create({ supplierId, lines: notOurs })).status).toBe(404);
    const order = (await owner().create({ supplierId, lines: [twice] })).body;
    const them = calls(t, other.token);
    expect((await them.get(order.id)).status).toBe(404);
    expect((await them.cancel(order.id)).status).toBe(404);
    expect((await them.proposal(`?supplierId=${supplierId}`)).status).toBe(404);
    expect((await them.list(`?supplierId=${supplierId}`)).body.total).toBe(0);
  });

  it('needs receive_stock of staff (deliveries), and names the member who wrote the order', async () => {
    const supplierId = await supplierOf(shop);
    const product = await insertProduct(t.deps.db, shop.user.id);
    const body = { supplierId, lines: [{ productId: product.id, quantity: 2 }] };
    const c = await addStaff(t, shop.token, { name: 'Lerato Dlamini', pin: '2580' });
    const cashier = calls(t, await staffToken(t, shop.token, c.id, '2580'));
    expect((await cashier.create(body)).status).toBe(403);
    expect((await cashier.list()).status).toBe(403);
    const m = await addStaff(t, shop.token, {
      name: 'Sipho Mthembu',
      role: 'manager',
      pin: '8142',
    });
    const manager = calls(t, await staffToken(t, shop.token, m.id, '8142'));
    const made = await manager.create(body);
    expect(made.status).toBe(201);
    expect(made.body.createdBy).toEqual({ id: m.id, name: 'Sipho Mthembu' });
  });
});

describe('order what is low', () => {
  it('proposes the supplier’s low products from four weeks of sales, with the last cost', async () => {
    const supplierId = await supplierOf(shop);
    const product = (name: string, stock: number, values = {}) =>
      insertProduct(t.deps.db, shop.user.id, {
        name,
        price: '10.00',
        stock,
        lowStockThreshold: 5,
        supplierId,
        ...values,
      });
    const bread = await product('Bread white', 30, { costPrice: '11.0000' });
    const milk = await product('Milk 1L', 8);
    const eggs = await product('Eggs single', 40);
    await product('Candles', 20);
    await insertProduct(t.deps.db, shop.user.id, { name: 'Other supplier', stock: 0 });
    await ringUp(t, shop.token, [
      [bread, 28],
      [milk, 4],
      [eggs, 36],
    ]);
    const res = await owner().proposal(`?supplierId=${supplierId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      {
        productId: bread.id,
        productName: 'Bread white',
        stock: 2,
        lowStockThreshold: 5,
        soldLastFourWeeks: 28,
        quantity: 26,
        unitCost: '11.0000',
      },
      {
        productId: eggs.id,
        productName: 'Eggs single',
        stock: 4,
        lowStockThreshold: 5,
        soldLastFourWeeks: 36,
        quantity: 32,
        unitCost: null,
      },
      {
        productId: milk.id,
        productName: 'Milk 1L',
        stock: 4,
        lowStockThreshold: 5,
        soldLastFourWeeks: 4,
        quantity: 2,
        unitCost: null,
      },
    ]);
    const all = await owner().proposal();
    expect(all.body.map((line: { productName: string }) => line.productName)).toContain(
      'Other supplier',
    );
    await t.deps.db.update(products).set({ status: 'inactive' }).where(eq(products.id, milk.id));
    const after = await owner().proposal(`?supplierId=${supplierId}`);
    expect(after.body).toHaveLength(2);
  });
});
