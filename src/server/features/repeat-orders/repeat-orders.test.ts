import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, type products } from '@server/db/schema/index';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { addFrequency } from '@shared/repeat-orders/repeat-orders.schemas';
import { johannesburgDate } from '@shared/time/johannesburg';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let product: typeof products.$inferSelect;
let customer: typeof customers.$inferSelect | undefined;
let foreignCustomer: typeof customers.$inferSelect | undefined;
beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await signUpMerchant(t), await signUpMerchant(t)];
  [tokenA, tokenB] = [a.token, b.token];
  product = await insertProduct(t.deps.db, a.user.id);
  [customer] = await t.deps.db
    .insert(customers)
    .values({ merchantId: a.user.id, name: 'Sipho Dlamini', phone: '+27721234567' })
    .returning();
  [foreignCustomer] = await t.deps.db
    .insert(customers)
    .values({ merchantId: b.user.id, name: 'Other Shop Client', phone: '+27731234567' })
    .returning();
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = tokenA) =>
  call(t.app, 'POST', '/api/repeat-orders', { token, body });
const today = () => johannesburgDate(t.deps.clock());

describe('POST /api/repeat-orders', () => {
  it('creates a weekly repeat order by default with the next run date', async () => {
    const res = await create({ productId: product.id, customerId: customer!.id, quantity: 12 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      productId: product.id,
      productName: 'Coca-Cola 2L',
      customerId: customer!.id,
      customerName: 'Sipho Dlamini',
      quantity: 12,
      frequency: 'weekly',
      isActive: true,
      nextOrderDate: addFrequency(today(), 'weekly'),
    });
  });

  it.each(['biweekly', 'monthly'] as const)('computes the next date for %s', async (frequency) => {
    const res = await create({ productId: product.id, customerId: customer!.id, frequency });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ frequency, quantity: 1 });
    expect(res.body.nextOrderDate).toBe(addFrequency(today(), frequency));
  });

  it.each([
    [{ productId: 'x', customerId: 'c' }, 'Choose a product'],
    [{ productId: '00000000-0000-4000-8000-000000000000' }, 'Choose a customer'],
    [{ quantity: 0 }, 'Quantity must be a whole number from 1 to 1000'],
    [{ quantity: 1001 }, 'Quantity must be a whole number from 1 to 1000'],
    [{ frequency: 'daily' }, 'Choose how often: weekly, every two weeks or monthly'],
  ])('refuses %j with 400 "%s"', async (patch, message) => {
    const base = { productId: product.id, customerId: customer!.id };
    const body = 'productId' in patch && !('customerId' in patch) ? patch : { ...base, ...patch };
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('needs a real customer and product of the same merchant', async () => {
    const foreign = await create({ productId: product.id, customerId: foreignCustomer!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Customer not found');
    const otherProduct = await create(
      { productId: product.id, customerId: foreignCustomer!.id },
      tokenB,
    );
    expect(otherProduct.body.error.message).toBe('Product not found');
    const anonymous = await call(t.app, 'POST', '/api/repeat-orders', {
      body: { productId: product.id, customerId: customer!.id },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('list, pause and resume', () => {
  it('lists only the merchant repeat orders; another merchant gets 404 for their ids', async () => {
    const created = await create({ productId: product.id, customerId: customer!.id });
    const mine = await call(t.app, 'GET', '/api/repeat-orders', { token: tokenA });
    expect(mine.body.map((r: { id: string }) => r.id)).toContain(created.body.id);
    expect((await call(t.app, 'GET', '/api/repeat-orders', { token: tokenB })).body).toEqual([]);
    const stolen = await call(t.app, 'PUT', `/api/repeat-orders/${created.body.id}/status`, {
      token: tokenB,
      body: { isActive: false },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe('Repeat order not found');
  });

  it('pauses, and on resume after the date has passed runs next from today', async () => {
    const created = await create({ productId: product.id, customerId: customer!.id });
    const setActive = (isActive: boolean) =>
      call(t.app, 'PUT', `/api/repeat-orders/${created.body.id}/status`, {
        token: tokenA,
        body: { isActive },
      });
    const paused = await setActive(false);
    expect(paused.body).toMatchObject({
      isActive: false,
      nextOrderDate: created.body.nextOrderDate,
    });
    t.advance(10 * 24 * 3600 * 1000);
    const resumed = await setActive(true);
    expect(resumed.body.isActive).toBe(true);
    expect(resumed.body.nextOrderDate).toBe(addFrequency(today(), 'weekly'));
    const bad = await call(t.app, 'PUT', `/api/repeat-orders/${created.body.id}/status`, {
      token: tokenA,
      body: { isActive: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});
