import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { products, stockMovements } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { ORDER_MESSAGES } from '@shared/orders/orders.schemas';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const product = (merchant: typeof a, values: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.deps.db, merchant.user.id as string, values);

async function stockOf(id: string) {
  const [row] = await t.deps.db.select().from(products).where(eq(products.id, id));
  return row!.stock;
}

async function movementsOf(productId: string) {
  return t.deps.db
    .select({ delta: stockMovements.delta, reason: stockMovements.reason })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(stockMovements.createdAt);
}

const post = (token: string, body: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/orders', { token, body, headers });
const put = (token: string, id: string, body: unknown) =>
  call(t.app, 'PUT', `/api/orders/${id}`, { token, body });

describe('create an order', () => {
  it('prices the lines on the server with bulk tiers, numbers the order and reserves stock', async () => {
    const bread = await product(a, { name: 'Bread', price: '17.99', stock: 100 });
    const milk = await product(a, { name: 'Milk 1L', price: '21.50', stock: 30 });
    const created = await post(a.token, {
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      totalAmount: '1.00',
      items: [
        { productId: bread.id, quantity: 10, unitPrice: '0.01' },
        { productId: milk.id, quantity: 2 },
        { productId: bread.id, quantity: 10 },
      ],
    });
    expect(created.status).toBe(201);
    const order = created.body;
    expect(order.orderNumber).toMatch(/^ORD-\d{6}$/);
    // bread: 20 units -> 10% off 17.99 = 16.191 -> 16.19; milk: 2 x 21.50
    expect(order.items).toEqual([
      expect.objectContaining({
        productName: 'Bread',
        quantity: 20,
        unitPrice: '16.19',
        totalPrice: '323.80',
        listPrice: '17.99',
      }),
      expect.objectContaining({
        productName: 'Milk 1L',
        quantity: 2,
        unitPrice: '21.50',
        totalPrice: '43.00',
      }),
    ]);
    expect(order.totalAmount).toBe('366.80');
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
    });
    expect(await stockOf(bread.id)).toBe(80);
    expect(await stockOf(milk.id)).toBe(28);
    expect(await movementsOf(bread.id)).toEqual([{ delta: -20, reason: 'order_reserved' }]);

    const next = await post(a.token, { items: [{ productId: milk.id, quantity: 1 }] });
    const n = (s: string) => Number(s.slice(4));
    expect(n(next.body.orderNumber)).toBe(n(order.orderNumber) + 1);
  });

  it.each([
    ['no items', {}],
    ['an empty list', { items: [] }],
    ['only lines of 0 or below', { items: [{ productId: crypto.randomUUID(), quantity: 0 }] }],
  ])('refuses %s with the spec message', async (_label, body) => {
    const response = await post(a.token, body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(ORDER_MESSAGES.itemsRequired);
  });

  it('drops lines of 0 or below and keeps the rest', async () => {
    const p = await product(a, { price: '10.00', stock: 5 });
    const q = await product(a, { price: '10.00', stock: 5 });
    const created = await post(a.token, {
      items: [
        { productId: p.id, quantity: 1 },
        { productId: q.id, quantity: -3 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.items).toHaveLength(1);
    expect(await stockOf(q.id)).toBe(5);
  });

  it('refuses an order beyond the stock with 409 naming the product, and writes nothing', async () => {
    const p = await product(a, { name: 'Maize Meal 10kg', stock: 3 });
    const before = await call(t.app, 'GET', '/api/orders', { token: a.token });
    const response = await post(a.token, { items: [{ productId: p.id, quantity: 4 }] });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('Maize Meal 10kg');
    const after = await call(t.app, 'GET', '/api/orders', { token: a.token });
    expect(after.body.total).toBe(before.body.total);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('refuses unknown, foreign and inactive products and foreign customers', async () => {
    const mine = await product(a);
    const theirs = await product(b);
    const inactive = await product(a, { name: 'Old stock', status: 'inactive' });
    const foreign = await post(a.token, { items: [{ productId: theirs.id, quantity: 1 }] });
    expect(foreign.status).toBe(404);
    const unknown = await post(a.token, {
      items: [{ productId: crypto.randomUUID(), quantity: 1 }],
    });
    expect(unknown.status).toBe(404);
    const off = await post(a.token, { items: [{ productId: inactive.id, quantity: 1 }] });
    expect(off.status).toBe(422);
    expect(off.body.error.details.reason).toBe('PRODUCT_INACTIVE');
    const bCustomer = await call(t.app, 'POST', '/api/customers', {
      token: b.token,
      body: { name: 'B customer', email: 'b@example.co.za', phone: '0810001111' },
    });
    const wrongCustomer = await post(a.token, {
      customerId: bCustomer.body.id,
      items: [{ productId: mine.id, quantity: 1 }],
    });
    expect(wrongCustomer.status).toBe(404);
    expect(wrongCustomer.body.error.message).toBe('Customer not found');
    expect(await stockOf(mine.id)).toBe(20);
  });

  it('accepts the voice shape, matching products by name', async () => {
    await product(a, { name: 'Sunlight Soap', price: '12.00', stock: 10 });
    const created = await post(a.token, {
      items: [{ name: 'sunlight soap', price: 1, quantity: 3 }],
      totalAmount: 36,
      paymentMethod: 'voice_order',
      orderType: 'voice',
      language: 'zu',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      totalAmount: '36.00',
      paymentMethod: 'voice_order',
      orderType: 'voice',
      language: 'zu',
    });
    const missing = await post(a.token, {
      items: [{ name: 'Unicorn', quantity: 1 }],
      orderType: 'voice',
    });
    expect(missing.status).toBe(404);
  });

  it('returns the first order for a retried Idempotency-Key', async () => {
    const p = await product(a, { stock: 10 });
    const body = { items: [{ productId: p.id, quantity: 2 }] };
    const headers = { 'idempotency-key': `order-${crypto.randomUUID()}` };
    const first = await post(a.token, body, headers);
    const second = await post(a.token, body, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await stockOf(p.id)).toBe(8);
  });
});

describe('edit an order', () => {
  it('changes status and payment status freely and edits items of an open order', async () => {
    const p = await product(a, { price: '5.00', stock: 50 });
    const q = await product(a, { price: '8.00', stock: 50 });
    const { body: order } = await post(a.token, { items: [{ productId: p.id, quantity: 5 }] });
    const processing = await put(a.token, order.id, {
      status: 'processing',
      paymentStatus: 'paid',
    });
    expect(processing.status).toBe(200);
    expect(processing.body).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      totalAmount: '25.00',
    });
    const back = await put(a.token, order.id, { status: 'pending', paymentStatus: 'failed' });
    expect(back.body).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

    const edited = await put(a.token, order.id, {
      items: [
        { productId: p.id, quantity: 2 },
        { productId: q.id, quantity: 10 },
      ],
    });
    expect(edited.status).toBe(200);
    // q: 10 units -> 5% off 8.00 = 7.60
    expect(edited.body.totalAmount).toBe('86.00');
    expect(await stockOf(p.id)).toBe(48);
    expect(await stockOf(q.id)).toBe(40);
    expect(await movementsOf(p.id)).toEqual([
      { delta: -5, reason: 'order_reserved' },
      { delta: 3, reason: 'order_edited' },
    ]);
    const emptied = await put(a.token, order.id, { items: [{ productId: p.id, quantity: 0 }] });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.message).toBe(ORDER_MESSAGES.itemsRequired);
  });

  it("carries each item's current list price, which an edit of the items is priced from", async () => {
    const p = await product(a, { price: '10.00', stock: 50 });
    const { body: order } = await post(a.token, { items: [{ productId: p.id, quantity: 10 }] });
    const repriced = await call(t.app, 'PUT', `/api/products/${p.id}`, {
      token: a.token,
      body: { price: '12.00' },
    });
    expect(repriced.status).toBe(200);
    const read = await call(t.app, 'GET', `/api/orders/${order.id}`, { token: a.token });
    expect(read.body.items[0]).toMatchObject({
      unitPrice: '9.50',
      totalPrice: '95.00',
      listPrice: '12.00',
    });
    const edited = await put(a.token, order.id, { items: [{ productId: p.id, quantity: 11 }] });
    // 11 x (12.00 less 5% = 11.40)
    expect(edited.body.totalAmount).toBe('125.40');
  });

  it('gives the stock back when cancelled, and takes it again when reopened', async () => {
    const p = await product(a, { stock: 10 });
    const { body: order } = await post(a.token, { items: [{ productId: p.id, quantity: 4 }] });
    expect(await stockOf(p.id)).toBe(6);
    const cancelled = await put(a.token, order.id, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(10);
    const again = await put(a.token, order.id, { status: 'cancelled' });
    expect(again.status).toBe(200);
    expect(await stockOf(p.id)).toBe(10);
    await put(a.token, order.id, { status: 'processing' });
    expect(await stockOf(p.id)).toBe(6);
    expect((await movementsOf(p.id)).map((m) => [m.delta, m.reason])).toEqual([
      [-4, 'order_reserved'],
      [4, 'order_cancelled'],
      [-4, 'order_reserved'],
    ]);
  });

  it('refuses item changes on completed and cancelled orders, but accepts the same items', async () => {
    const p = await product(a, { stock: 10 });
    for (const status of ['completed', 'cancelled'] as const) {
      const { body: order } = await post(a.token, { items: [{ productId: p.id, quantity: 1 }] });
      await put(a.token, order.id, { status });
      const stock = await stockOf(p.id);
      const refused = await put(a.token, order.id, { items: [{ productId: p.id, quantity: 2 }] });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({
        message: ORDER_MESSAGES.itemsLocked,
        details: { reason: 'ORDER_LOCKED' },
      });
      const same = await put(a.token, order.id, {
        items: [{ productId: p.id, quantity: 1 }],
        paymentStatus: 'paid',
      });
      expect(same.status).toBe(200);
      expect(same.body.paymentStatus).toBe('paid');
      expect(await stockOf(p.id)).toBe(stock);
    }
  });

  it('refuses to reopen a cancelled order when the stock has gone', async () => {
    const p = await product(a, { name: 'Last Loaf', stock: 2 });
    const { body: order } = await post(a.token, { items: [{ productId: p.id, quantity: 2 }] });
    await put(a.token, order.id, { status: 'cancelled' });
    await post(a.token, { items: [{ productId: p.id, quantity: 1 }] });
    const reopen = await put(a.token, order.id, { status: 'pending' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toContain('Last Loaf');
    expect(
      (await call(t.app, 'GET', `/api/orders/${order.id}`, { token: a.token })).body.status,
    ).toBe('cancelled');
  });
});

describe('list and tenancy', () => {
  it('lists with items, customer name, counts, status filter and paging', async () => {
    const m = await signUpMerchant(t);
    const p = await product(m, { stock: 100 });
    const customer = await call(t.app, 'POST', '/api/customers', {
      token: m.token,
      body: { name: 'Nomsa', email: 'nomsa@example.co.za', phone: '0820002222' },
    });
    for (const status of ['pending', 'pending', 'processing', 'completed', 'cancelled']) {
      await post(m.token, {
        status,
        customerId: customer.body.id,
        items: [{ productId: p.id, quantity: 1 }],
      });
    }
    const list = await call(t.app, 'GET', '/api/orders?pageSize=2', { token: m.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 5,
      pageSize: 2,
      counts: { pending: 2, processing: 1, completed: 1, cancelled: 1 },
    });
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toMatchObject({ customerName: 'Nomsa', status: 'cancelled' });
    expect(list.body.items[0].items).toHaveLength(1);
    const pending = await call(t.app, 'GET', '/api/orders?status=pending', { token: m.token });
    expect(pending.body.total).toBe(2);
    const byName = await call(t.app, 'GET', '/api/orders?search=noms', { token: m.token });
    expect(byName.body.total).toBe(5);
    expect(await stockOf(p.id)).toBe(96);
  });

  it("never shows or changes another merchant's orders", async () => {
    const p = await product(a);
    const { body: order } = await post(a.token, { items: [{ productId: p.id, quantity: 1 }] });
    const list = await call(t.app, 'GET', '/api/orders?pageSize=100', { token: b.token });
    expect(list.body.items.map((o: { id: string }) => o.id)).not.toContain(order.id);
    expect((await call(t.app, 'GET', `/api/orders/${order.id}`, { token: b.token })).status).toBe(
      404,
    );
    const edit = await put(b.token, order.id, { status: 'cancelled' });
    expect(edit.status).toBe(404);
    expect(edit.body.error.message).toBe('Order not found');
    expect(await stockOf(p.id)).toBe(19);
    const rows = await t.deps.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, p.id), eq(stockMovements.reason, 'order_cancelled')));
    expect(rows).toHaveLength(0);
  });
});
