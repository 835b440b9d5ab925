import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

/** Orders with payment method credit charge the customer's account in the order's transaction. */
const t = appFixture();
const m = merchantFixture(t);

async function setup(creditLimit: string) {
  const merchantId = m.user.id as string;
  const product = await insertProduct(t.deps.db, merchantId, { price: '40.00', stock: 100 });
  const customer = await insertCustomer(t.deps.db, merchantId);
  const account = await call(t.app, 'POST', '/api/credit-accounts', {
    token: m.token,
    body: { customerId: customer.id, creditLimit },
  });
  return { product, customer, accountId: account.body.id as string };
}

const order = (body: unknown) => call(t.app, 'POST', '/api/orders', { token: m.token, body });
const account = (id: string) =>
  call(t.app, 'GET', `/api/credit-accounts/${id}`, { token: m.token }).then((r) => r.body);

describe('orders on credit', () => {
  it('charges the order total to the account with the order as reference', async () => {
    const { product, customer, accountId } = await setup('200.00');
    const created = await order({
      customerId: customer.id,
      paymentMethod: 'credit',
      items: [{ productId: product.id, quantity: 2 }],
    });
    expect(created.status).toBe(201);
    const after = await account(accountId);
    expect(after.currentBalance).toBe('80.00');
    expect(after.transactions[0]).toMatchObject({
      type: 'charge',
      amount: '80.00',
      orderId: created.body.id,
      description: `Order ${created.body.orderNumber}`,
    });
  });

  it('refuses an order past the limit (422 CREDIT_LIMIT_EXCEEDED) and writes nothing', async () => {
    const { product, customer } = await setup('50.00');
    const before = await rowCounts(t.deps.db);
    const refused = await order({
      customerId: customer.id,
      paymentMethod: 'credit',
      items: [{ productId: product.id, quantity: 2 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('refuses a credit order without a customer (NO_CREDIT_ACCOUNT)', async () => {
    const { product } = await setup('50.00');
    const refused = await order({
      paymentMethod: 'credit',
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toMatchObject({ reason: 'NO_CREDIT_ACCOUNT' });
  });

  it('charges once when an order is switched to credit', async () => {
    const { product, customer, accountId } = await setup('200.00');
    const created = await order({
      customerId: customer.id,
      paymentMethod: 'cash',
      items: [{ productId: product.id, quantity: 1 }],
    });
    const url = `/api/orders/${created.body.id}`;
    const switched = await call(t.app, 'PUT', url, {
      token: m.token,
      body: { paymentMethod: 'credit' },
    });
    expect(switched.status).toBe(200);
    await call(t.app, 'PUT', url, {
      token: m.token,
      body: { paymentMethod: 'credit', status: 'processing' },
    });
    const after = await account(accountId);
    expect(after.currentBalance).toBe('40.00');
    expect(after.transactions).toHaveLength(1);
  });

  it('takes back the charge when the order is cancelled, and charges again when reopened', async () => {
    const { product, customer, accountId } = await setup('500.00');
    const created = await order({
      customerId: customer.id,
      paymentMethod: 'credit',
      items: [{ productId: product.id, quantity: 3 }],
    });
    const url = `/api/orders/${created.body.id}`;
    const put = (body: unknown) => call(t.app, 'PUT', url, { token: m.token, body });

    expect((await put({ status: 'cancelled' })).status).toBe(200);
    let after = await account(accountId);
    expect(after.currentBalance).toBe('0.00');
    expect(after.transactions[0]).toMatchObject({ type: 'adjustment', amount: '-120.00' });
    expect(after.instalments.every((i: { amount: string }) => i.amount === '0.00')).toBe(true);

    expect((await put({ status: 'pending' })).status).toBe(200);
    after = await account(accountId);
    expect(after.currentBalance).toBe('120.00');
    expect(after.transactions[0]).toMatchObject({ type: 'charge', amount: '120.00' });
  });

  it('follows the total when items change, and moves the charge with the customer', async () => {
    const { product, customer, accountId } = await setup('500.00');
    const other = await setup('500.00');
    const created = await order({
      customerId: customer.id,
      paymentMethod: 'credit',
      items: [{ productId: product.id, quantity: 3 }],
    });
    const url = `/api/orders/${created.body.id}`;
    const put = (body: unknown) => call(t.app, 'PUT', url, { token: m.token, body });

    await put({ items: [{ productId: product.id, quantity: 1 }] });
    expect((await account(accountId)).currentBalance).toBe('40.00');
    await put({ items: [{ productId: product.id, quantity: 4 }] });
    expect((await account(accountId)).currentBalance).toBe('160.00');

    await put({ customerId: other.customer.id });
    expect((await account(accountId)).currentBalance).toBe('0.00');
    expect((await account(other.accountId)).currentBalance).toBe('160.00');

    await put({ paymentMethod: 'cash' });
    expect((await account(other.accountId)).currentBalance).toBe('0.00');
  });
});
