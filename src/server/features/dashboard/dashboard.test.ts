import { afterEach, describe, expect, it } from 'vitest';
import { customers, orders, posSales } from '@server/db/schema';
import { insertProduct } from '@server/test/fixtures';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();
// Tests that move the clock put it back to real time.
afterEach(() => setClock(new Date().toISOString()));

let serial = 0;
async function insertOrder(
  merchantId: string,
  values: {
    totalAmount: string;
    status?: 'pending' | 'processing' | 'completed' | 'cancelled';
    createdAt?: Date;
    customerId?: string | null;
  },
) {
  serial += 1;
  const [row] = await t.deps.db
    .insert(orders)
    .values({ merchantId, orderNumber: `ORD-${String(serial).padStart(6, '0')}`, ...values })
    .returning();
  return row!;
}

async function insertSale(
  merchantId: string,
  totalAmount: string,
  createdAt?: Date,
  status = 'completed',
) {
  serial += 1;
  await t.deps.db.insert(posSales).values({
    merchantId,
    saleNumber: `SALE-${String(serial).padStart(6, '0')}`,
    items: [],
    subtotal: totalAmount,
    taxAmount: '0',
    totalAmount,
    paymentMethod: 'cash',
    status,
    createdAt,
  });
}

/** Moves the server clock to an exact instant. */
const setClock = (iso: string) => t.advance(new Date(iso).getTime() - t.deps.clock().getTime());

const dashboard = (token: string) => call(t.app, 'GET', '/api/analytics/dashboard', { token });

describe('GET /api/analytics/dashboard', () => {
  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/analytics/dashboard')).status).toBe(401);
    const staff = await signInStaff(t, 'admin');
    const answer = await dashboard(staff.token);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
  });

  it('answers zeros and no orders for a new shop', async () => {
    const merchant = await signUpMerchant(t);
    const answer = await dashboard(merchant.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      totalOrders: 0,
      ordersToday: 0,
      revenue: 'R0.00',
      revenueAmount: '0.00',
      revenueToday: '0.00',
      activeProducts: 0,
      lowStock: 0,
      recentOrders: [],
      offlineBelowPrice: { sales: 0, amount: '0.00' },
    });
  });

  it('counts products, low stock, orders and this month’s revenue from real rows', async () => {
    setClock('2025-03-15T10:00:00Z');
    const { token, user } = await signUpMerchant(t);
    const id = user.id as string;
    await insertProduct(t.deps.db, id, { stock: 50, lowStockThreshold: 10 });
    await insertProduct(t.deps.db, id, { stock: 10, lowStockThreshold: 10 });
    await insertProduct(t.deps.db, id, { stock: 0, lowStockThreshold: 5 });
    await insertProduct(t.deps.db, id, { stock: 1, status: 'inactive' });

    const [customer] = await t.deps.db
      .insert(customers)
      .values({ merchantId: id, name: 'Sipho', phone: '+27720000001' })
      .returning();
    const today = new Date('2025-03-15T08:00:00Z');
    const earlier = new Date('2025-03-02T08:00:00Z');
    const lastMonth = new Date('2025-02-27T08:00:00Z');
    await insertOrder(id, { totalAmount: '1234.50', status: 'completed', createdAt: earlier });
    await insertOrder(id, {
      totalAmount: '100.00',
      status: 'completed',
      createdAt: today,
      customerId: customer!.id,
    });
    await insertOrder(id, { totalAmount: '999.99', status: 'pending', createdAt: today });
    await insertOrder(id, { totalAmount: '50.00', status: 'cancelled', createdAt: today });
    await insertOrder(id, { totalAmount: '700.00', status: 'completed', createdAt: lastMonth });
    await insertOrder(id, { totalAmount: '10.00', status: 'processing', createdAt: lastMonth });
    await insertSale(id, '57.49', today);
    await insertSale(id, '20.01', earlier);
    await insertSale(id, '400.00', today, 'refunded');
    await insertSale(id, '300.00', lastMonth);

    const answer = await dashboard(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      totalOrders: 6,
      ordersToday: 3,
      // 1234.50 + 100.00 completed orders this month, 57.49 + 20.01 till sales this month
      revenue: 'R1 412.00',
      revenueAmount: '1412.00',
      revenueToday: '157.49',
      activeProducts: 3,
      lowStock: 2,
    });
    const recent = answer.body.recentOrders as Array<Record<string, unknown>>;
    expect(recent).toHaveLength(5);
    expect(recent.map((order) => order.totalAmount)).toEqual([
      '50.00',
      '999.99',
      '100.00',
      '1234.50',
      '10.00',
    ]);
    expect(recent[2]).toMatchObject({
      customerId: customer!.id,
      orderNumber: expect.stringMatching(/^ORD-\d{6}$/),
      status: 'completed',
    });
  });

  it('starts days and months at midnight in Johannesburg, not UTC', async () => {
    // 00:30 on 1 March in Johannesburg is 22:30 on 28 February in UTC.
    setClock('2025-02-28T22:30:00Z');
    const { token, user } = await signUpMerchant(t);
    const id = user.id as string;
    await insertOrder(id, {
      totalAmount: '10.00',
      status: 'completed',
      createdAt: new Date('2025-02-28T22:10:00Z'),
    });
    await insertOrder(id, {
      totalAmount: '99.00',
      status: 'completed',
      createdAt: new Date('2025-02-28T21:50:00Z'),
    });
    await insertSale(id, '5.00', new Date('2025-02-28T22:05:00Z'));
    await insertSale(id, '77.00', new Date('2025-02-28T21:55:00Z'));

    const answer = await dashboard(token);
    expect(answer.body).toMatchObject({
      totalOrders: 2,
      ordersToday: 1,
      revenueAmount: '15.00',
      revenueToday: '15.00',
    });
  });

  it('shows a merchant only its own shop', async () => {
    const a = await signUpMerchant(t);
    const b = await signUpMerchant(t);
    await insertProduct(t.deps.db, a.user.id, { stock: 1 });
    await insertOrder(a.user.id, { totalAmount: '80.00', status: 'completed' });
    await insertSale(a.user.id, '20.00');

    const answerA = await dashboard(a.token);
    expect(answerA.body).toMatchObject({
      totalOrders: 1,
      revenueAmount: '100.00',
      activeProducts: 1,
      lowStock: 1,
    });
    const answerB = await dashboard(b.token);
    expect(answerB.body).toMatchObject({
      totalOrders: 0,
      revenue: 'R0.00',
      activeProducts: 0,
      lowStock: 0,
      recentOrders: [],
    });
  });
});
