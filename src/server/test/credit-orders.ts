import { expect } from 'vitest';
import { insertCustomer, insertProduct } from './fixtures';
import { call, type TestApp } from './test-app';

/**
 * A customer with a credit account (limit R500.00) and an order of `quantity` units at R40.00,
 * on the book unless another payment method is named.
 */
export async function creditOrder(
  t: TestApp,
  token: string,
  merchantId: string,
  { paymentMethod = 'credit', quantity = 3 }: { paymentMethod?: string; quantity?: number } = {},
) {
  const product = await insertProduct(t.deps.db, merchantId, { price: '40.00', stock: 10 });
  const customer = await insertCustomer(t.deps.db, merchantId);
  const account = await call(t.app, 'POST', '/api/credit-accounts', {
    token,
    body: { customerId: customer.id, creditLimit: '500.00' },
  });
  const order = await call(t.app, 'POST', '/api/orders', {
    token,
    body: { customerId: customer.id, paymentMethod, items: [{ productId: product.id, quantity }] },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return { product, customer, accountId: account.body.id as string, order: order.body };
}
