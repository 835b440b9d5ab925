import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';

/**
 * GET /api/payments (docs/product.md "Records", "Calls"): the shop's payments from the rows that
 * record them, newest first, paged, one shop's only.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;
let b: Awaited<ReturnType<typeof signUpMerchant>>;
const ids: Record<string, string> = {};

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpMerchant(t);
  b = await signUpMerchant(t);
  const merchantId = a.user.id as string;
  const customer = await insertCustomer(t.deps.db, merchantId, { name: 'Nomsa' });
  const product = await insertProduct(t.deps.db, merchantId, { price: '10.00', stock: 100 });
  ids.customer = customer.id;
  const step = () => t.advance(60_000);

  const cash = await as(a.token, 'POST', '/api/pos-sales', {
    items: [{ productId: product.id, quantity: 2, unitPrice: '10.00', subtotal: '20.00' }],
    subtotal: '20.00',
    tax: '3.00',
    total: '23.00',
    paymentMethod: 'cash',
  });
  ids.sale = cash.body.id;
  step();
  const paid = await as(a.token, 'POST', '/api/orders', {
    customerId: customer.id,
    items: [{ productId: product.id, quantity: 1 }],
    paymentStatus: 'paid',
    paymentMethod: 'card',
  });
  ids.paidOrder = paid.body.id;
  step();
  const pending = await as(a.token, 'POST', '/api/orders', {
    items: [{ productId: product.id, quantity: 3 }],
    paymentMethod: 'mobile_money',
  });
  ids.pendingOrder = pending.body.id;
  step();
  const cancelled = await as(a.token, 'POST', '/api/orders', {
    items: [{ productId: product.id, quantity: 1 }],
  });
  await as(a.token, 'PUT', `/api/orders/${cancelled.body.id}`, { status: 'cancelled' });
  step();
  const account = await as(a.token, 'POST', '/api/credit-accounts', {
    customerId: customer.id,
    creditLimit: '500.00',
  });
  await as(a.token, 'POST', '/api/pos-sales', {
    customerId: customer.id,
    items: [{ productId: product.id, quantity: 4, unitPrice: '10.00', subtotal: '40.00' }],
    subtotal: '40.00',
    tax: '6.00',
    total: '46.00',
    paymentMethod: 'credit',
  });
  step();
  const repaid = await as(a.token, 'POST', `/api/credit-accounts/${account.body.id}/payments`, {
    amount: '15.00',
    method: 'mobile_money',
    description: 'Paid at month end',
  });
  ids.repayment = repaid.body.transaction.id;
  step();
  const topUp = await as(a.token, 'POST', `/api/wallets/${customer.id}/top-ups`, {
    amount: '50.00',
  });
  ids.topUp = topUp.body.transaction.id;
});
afterAll(() => t.close());

describe('GET /api/payments', () => {
  it('lists till sales, orders, repayments and top-ups, newest first, with the spec fields', async () => {
    const response = await as(a.token, 'GET', '/api/payments');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    const items = response.body.items;
    expect(items.map((p: { kind: string }) => p.kind)).toEqual([
      'top_up',
      'repayment',
      'sale',
      'order_payment',
      'order_payment',
      'sale',
    ]);
    expect(items[0]).toEqual({
      id: ids.topUp,
      kind: 'top_up',
      orderId: null,
      customerId: ids.customer,
      amount: '50.00',
      method: 'cash',
      status: 'completed',
      transactionId: ids.topUp,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(items[1]).toMatchObject({
      id: ids.repayment,
      customerId: ids.customer,
      amount: '15.00',
      method: 'mobile_money',
      status: 'completed',
    });
    expect(items[2]).toMatchObject({ kind: 'sale', method: 'credit', amount: '46.00' });
    expect(items[3]).toMatchObject({
      orderId: ids.pendingOrder,
      amount: '30.00',
      method: 'mobile_money',
      status: 'pending',
      transactionId: 'ORD-000002',
    });
    expect(items[4]).toMatchObject({
      orderId: ids.paidOrder,
      customerId: ids.customer,
      amount: '10.00',
      method: 'card',
      status: 'completed',
      transactionId: 'ORD-000001',
    });
    expect(items[5]).toMatchObject({
      id: ids.sale,
      orderId: null,
      customerId: null,
      amount: '23.00',
      method: 'cash',
      status: 'completed',
      transactionId: 'SALE-000001',
    });
  });

  it('pages', async () => {
    const first = await as(a.token, 'GET', '/api/payments?page=1&pageSize=4');
    const second = await as(a.token, 'GET', '/api/payments?page=2&pageSize=4');
    expect(first.body.items).toHaveLength(4);
    expect(second.body).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.body.items.map((p: { kind: string }) => p.kind)).toEqual([
      'order_payment',
      'sale',
    ]);
    const beyond = await as(a.token, 'GET', '/api/payments?page=9&pageSize=4');
    expect(beyond.body).toMatchObject({ items: [], total: 6 });
  });

  it("shows one shop's payments only", async () => {
    const other = await as(b.token, 'GET', '/api/payments');
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad paging with 400 and strangers with 401', async () => {
    for (const query of ['pageSize=0', 'page=abc', 'pageSize=1000']) {
      const response = await as(a.token, 'GET', `/api/payments?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION');
    }
    expect((await call(t.app, 'GET', '/api/payments')).status).toBe(401);
  });
});
