import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { posSales, products, stockMovements } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { tillCart } from '@server/test/trading';
import { POS_MESSAGES } from '@shared/pos/pos.schemas';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const product = (merchant: typeof a, values: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.deps.db, merchant.user.id as string, values);

const cart = tillCart;

const sell = (token: string, body: unknown, key?: string) =>
  call(t.app, 'POST', '/api/pos-sales', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

async function stockOf(id: string) {
  const [row] = await t.deps.db.select().from(products).where(eq(products.id, id));
  return row!.stock;
}

async function movementSum(productId: string) {
  const [row] = await t.deps.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return row!.sum;
}

describe('checkout', () => {
  it('prices on the server, adds VAT 15%, takes the stock and numbers the sale', async () => {
    const cola = await product(a, { name: 'Coca-Cola 2L', price: '24.99', stock: 10 });
    const bread = await product(a, { name: 'Bread', price: '17.99', stock: 10 });
    const sold = await sell(
      a.token,
      cart(
        [
          [cola, 2],
          [bread, 1],
        ],
        { cashTendered: '100' },
      ),
    );
    expect(sold.status).toBe(201);
    // 49.98 + 17.99 = 67.97; VAT 10.1955 -> 10.20; total 78.17
    expect(sold.body).toMatchObject({
      saleNumber: expect.stringMatching(/^SALE-\d{6}$/),
      subtotal: '67.97',
      tax: '10.20',
      total: '78.17',
      totalAmount: '78.17',
      paymentMethod: 'cash',
      status: 'completed',
      cashTendered: '100.00',
      changeDue: '21.83',
      customerName: null,
    });
    expect(sold.body.items).toHaveLength(2);
    expect(sold.body.items).toEqual(
      expect.arrayContaining([
        {
          productId: cola.id,
          name: 'Coca-Cola 2L',
          quantity: 2,
          unitPrice: '24.99',
          subtotal: '49.98',
          refundedQuantity: 0,
        },
        {
          productId: bread.id,
          name: 'Bread',
          quantity: 1,
          unitPrice: '17.99',
          subtotal: '17.99',
          refundedQuantity: 0,
        },
      ]),
    );
    expect(await stockOf(cola.id)).toBe(8);
    expect(await stockOf(bread.id)).toBe(9);
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, cola.id));
    expect(moves).toMatchObject([
      { delta: -2, reason: 'sale', referenceType: 'pos_sale', referenceId: sold.body.id },
    ]);
    const next = await sell(a.token, cart([[bread, 1]], { paymentMethod: 'card' }));
    expect(Number(next.body.saleNumber.slice(5))).toBe(Number(sold.body.saleNumber.slice(5)) + 1);
  });

  it('records the chosen customer', async () => {
    const p = await product(a, { price: '10.00' });
    const customer = await call(t.app, 'POST', '/api/customers', {
      token: a.token,
      body: { name: 'Zanele', email: 'zanele@example.co.za', phone: '0823334444' },
    });
    const sold = await sell(a.token, cart([[p, 1]], { customerId: customer.body.id }));
    expect(sold.body).toMatchObject({ customerId: customer.body.id, customerName: 'Zanele' });
    const history = await call(t.app, 'GET', `/api/customers/${customer.body.id}`, {
      token: a.token,
    });
    expect(history.body.purchases[0]).toMatchObject({ kind: 'sale', number: sold.body.saleNumber });
  });

  it('refuses an empty cart with the spec message', async () => {
    const response = await sell(a.token, { ...cart([]), items: [] });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(POS_MESSAGES.emptyCart);
  });

  it('refuses a total that differs from the server with 409 and the current prices', async () => {
    const p = await product(a, { name: 'Sugar 2kg', price: '39.99', stock: 5 });
    const stale = cart([[p, 1]]);
    await t.deps.db.update(products).set({ price: '42.00' }).where(eq(products.id, p.id));
    const before = await rowCounts(t.deps.db);
    const response = await sell(a.token, stale);
    expect(response.status).toBe(409);
    expect(response.body.error.details).toEqual({
      reason: 'PRICE_CHANGED',
      products: [{ productId: p.id, name: 'Sugar 2kg', unitPrice: '42.00' }],
      subtotal: '42.00',
      tax: '6.30',
      total: '48.30',
    });
    expect(await rowCounts(t.deps.db)).toEqual(before);
    // a tampered total with the right line prices is refused too
    const fresh = cart([[{ ...p, price: '42.00' }, 1]]);
    expect((await sell(a.token, { ...fresh, total: '1.00' })).status).toBe(409);
    expect((await sell(a.token, { ...fresh, tax: '0.00', total: '42.00' })).status).toBe(409);
    expect((await sell(a.token, fresh)).status).toBe(201);
  });

  it('refuses the whole sale with 409 naming every product short of stock; nothing is written', async () => {
    const ok = await product(a, { name: 'Rice 1kg', stock: 10 });
    const low = await product(a, { name: 'Oil 750ml', stock: 1 });
    const out = await product(a, { name: 'Eggs x6', stock: 0 });
    const before = await rowCounts(t.deps.db);
    const response = await sell(
      a.token,
      cart([
        [ok, 2],
        [low, 2],
        [out, 1],
      ]),
    );
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('Oil 750ml');
    expect(response.body.error.message).toContain('Eggs x6');
    expect(response.body.error.details.reason).toBe('INSUFFICIENT_STOCK');
    expect(response.body.error.details.products).toHaveLength(2);
    expect(await rowCounts(t.deps.db)).toEqual(before);
    expect(await stockOf(ok.id)).toBe(10);
  });

  it('refuses unknown, foreign and inactive products and a foreign customer', async () => {
    const theirs = await product(b);
    const inactive = await product(a, { status: 'inactive' });
    expect((await sell(a.token, cart([[theirs, 1]]))).status).toBe(404);
    const off = await sell(a.token, cart([[inactive, 1]]));
    expect(off.status).toBe(422);
    expect(off.body.error.details.reason).toBe('PRODUCT_INACTIVE');
    const mine = await product(a);
    const bCustomer = await call(t.app, 'POST', '/api/customers', {
      token: b.token,
      body: { name: 'B', email: 'b2@example.co.za', phone: '0825556666' },
    });
    const foreign = await sell(a.token, cart([[mine, 1]], { customerId: bCustomer.body.id }));
    expect(foreign.status).toBe(404);
    expect(await stockOf(mine.id)).toBe(20);
  });

  it('refuses cash that does not cover the total', async () => {
    const p = await product(a, { price: '100.00' });
    const response = await sell(a.token, cart([[p, 1]], { cashTendered: '50.00' }));
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      message: POS_MESSAGES.cashShort,
      details: { reason: 'CASH_SHORT' },
    });
    expect(await stockOf(p.id)).toBe(20);
  });

  it.each([
    ['wallet', 'NO_WALLET'],
    ['credit', 'NO_CREDIT_ACCOUNT'],
  ])('answers 422 for %s without a customer (%s), writing nothing', async (method, reason) => {
    const p = await product(a);
    const before = await rowCounts(t.deps.db);
    const response = await sell(a.token, cart([[p, 1]], { paymentMethod: method }));
    expect(response.status).toBe(422);
    expect(response.body.error.details).toMatchObject({ reason });
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('refuses bad quantities and money with 400', async () => {
    const p = await product(a);
    const good = cart([[p, 1]]);
    for (const quantity of [0, -1, 1.5]) {
      const bad = { ...good, items: [{ ...good.items[0], quantity }] };
      expect((await sell(a.token, bad)).status, String(quantity)).toBe(400);
    }
    expect((await sell(a.token, { ...good, total: '12.345' })).status).toBe(400);
    expect((await sell(a.token, { ...good, paymentMethod: 'bitcoin' })).status).toBe(400);
    expect((await sell(a.token, { ...good, status: 'pending' })).status).toBe(400);
  });
});

describe('idempotency', () => {
  it('answers a sale sent 3 times with one key identically, selling once', async () => {
    const p = await product(a, { stock: 10 });
    const key = `sale-${crypto.randomUUID()}`;
    const body = cart([[p, 3]]);
    const answers = [
      await sell(a.token, body, key),
      await sell(a.token, body, key),
      await sell(a.token, body, key),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    expect(await stockOf(p.id)).toBe(7);
    const sales = await t.deps.db
      .select()
      .from(posSales)
      .where(eq(posSales.id, answers[0]!.body.id));
    expect(sales).toHaveLength(1);
    expect(await movementSum(p.id)).toBe(-3);
    const other = await sell(a.token, cart([[p, 1]]), key);
    expect(other.status).toBe(409);
    expect(await stockOf(p.id)).toBe(7);
  });

  it('lets a refused sale be retried with the same key once it can succeed', async () => {
    const p = await product(a, { price: '5.00', stock: 1 });
    const key = `sale-${crypto.randomUUID()}`;
    const body = cart([[p, 2]]);
    expect((await sell(a.token, body, key)).status).toBe(409);
    await t.deps.db.update(products).set({ stock: 5 }).where(eq(products.id, p.id));
    expect((await sell(a.token, body, key)).status).toBe(201);
  });
});

describe('concurrency', () => {
  it('20 simultaneous checkouts of the last 5 units: 5 succeed, 15 get 409, stock ends at 0', async () => {
    const p = await product(a, {
      name: 'Last units',
      price: '9.99',
      stock: 5,
      lowStockThreshold: 2,
    });
    const body = cart([[p, 1]]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sell(a.token, body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockOf(p.id)).toBe(0);
    expect(await movementSum(p.id)).toBe(-5);
    const numbers = answers.filter((r) => r.status === 201).map((r) => r.body.saleNumber);
    expect(new Set(numbers).size).toBe(5);
  });
});

describe('list and tenancy', () => {
  it("lists a merchant's own sales, newest first, and never another merchant's", async () => {
    const m = await signUpMerchant(t);
    const p = await product(m, { price: '3.00' });
    const first = await sell(m.token, cart([[p, 1]]));
    const second = await sell(m.token, cart([[p, 2]], { paymentMethod: 'card' }));
    const list = await call(t.app, 'GET', '/api/pos-sales', { token: m.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    expect(list.body.items[0]).toMatchObject({ subtotal: '6.00', tax: '0.90', total: '6.90' });
    const theirs = await call(t.app, 'GET', '/api/pos-sales?pageSize=100', { token: b.token });
    const ids = theirs.body.items.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(first.body.id);
    expect(ids).not.toContain(second.body.id);
    expect((await call(t.app, 'GET', '/api/pos-sales')).status).toBe(401);
  });
});
