import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, posSales } from '../db/schema/index';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { checkEveryAnswer, type AnswerCheck } from '../test/answer-check';
import { signInStaff, signUpMerchant } from '../test/auth-helpers';
import { insertCustomer, insertProduct } from '../test/fixtures';

/**
 * Money has documented maximums (README, src/shared/money/limits.ts) refused with 400, and
 * every total over many rows is exact however large it grows: no sum turns into 0 or a 500.
 */
let t: TestApp;
let answers: AnswerCheck;
let merchant: Awaited<ReturnType<typeof signUpMerchant>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  answers = checkEveryAnswer(t.app);
  merchant = await signUpMerchant(t);
  admin = (await signInStaff(t, 'super_admin')).token;
});
afterAll(() => t.close());

const merchantId = () => merchant.user.id as string;
const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token: merchant.token, body });

function expectTooMuch(response: { status: number; body: unknown }, message: string) {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ error: { code: 'VALIDATION' } });
  expect(JSON.stringify(response.body)).toContain(message);
}

describe('totals over many rows', () => {
  it('stay exact when they pass the range of one stored amount', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    // Two rows near the top of numeric(12,2): their sum does not fit one column.
    const big = '92000000.00';
    await t.deps.db.insert(posSales).values(
      ['SALE-900001', 'SALE-900002'].map((saleNumber) => ({
        merchantId: merchantId(),
        saleNumber,
        items: [],
        subtotal: big,
        taxAmount: '0.00',
        totalAmount: big,
        paymentMethod: 'card',
        customerId: customer.id,
      })),
    );
    await t.deps.db.insert(orders).values(
      ['ORD-900001', 'ORD-900002'].map((orderNumber) => ({
        merchantId: merchantId(),
        orderNumber,
        customerId: customer.id,
        totalAmount: big,
        status: 'completed' as const,
        paymentStatus: 'paid' as const,
        paymentMethod: 'card',
      })),
    );

    const analytics = await call(t.app, 'GET', '/api/admin/analytics', { token: admin });
    expect(analytics.status).toBe(200);
    expect(analytics.body.monthlyRevenue).toBe('368000000.00');
    expect(analytics.body.totalRevenue).toBe('368000000.00');

    const overview = await as('GET', '/api/payments/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.monthlyRevenue).toBe('368000000.00');

    const dashboard = await as('GET', '/api/analytics/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.revenueAmount).toBe('368000000.00');
    expect(dashboard.body.revenue).toBe('R368 000 000.00');

    const detail = await as('GET', `/api/customers/${customer.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.totalSpent).toBe('368000000.00');

    const merchants = await call(t.app, 'GET', '/api/users/role/merchant', { token: admin });
    expect(merchants.status).toBe(200);
    const row = merchants.body.find((m: { id: string }) => m.id === merchantId());
    expect(row.monthlyRevenue).toBe('368000000.00');
  });
});

describe('money maximums', () => {
  it('a price is at most R100 000.00', async () => {
    const over = await as('POST', '/api/products', { name: 'Gold bar', price: '100000.01' });
    expectTooMuch(over, 'Price must be at most R100 000.00');
    const top = await as('POST', '/api/products', { name: 'Fridge', price: '100000.00' });
    expect(top.status).toBe(201);
    const edit = await as('PUT', `/api/products/${top.body.id}`, { price: 99_999_999.99 });
    expectTooMuch(edit, 'Price must be at most R100 000.00');
  });

  it('a till line and a till sale are at most R1 000 000.00', async () => {
    const product = await insertProduct(t.deps.db, merchantId(), {
      price: '100000.00',
      stock: 100,
    });
    const line = (quantity: number) => ({
      productId: product.id,
      quantity,
      unitPrice: '100000.00',
      subtotal: (quantity * 100_000).toFixed(2),
    });
    const tooLong = await as('POST', '/api/pos-sales', {
      items: [line(11)],
      subtotal: '1100000.00',
      tax: '165000.00',
      total: '1265000.00',
      paymentMethod: 'cash',
    });
    expectTooMuch(tooLong, 'A line must be at most R1 000 000.00');
    const tooBig = await as('POST', '/api/pos-sales', {
      items: [line(9)],
      subtotal: '900000.00',
      tax: '135000.00',
      total: '1035000.00',
      paymentMethod: 'cash',
    });
    expectTooMuch(tooBig, 'A sale must be at most R1 000 000.00');
  });

  it('an order line and an order are at most R1 000 000.00', async () => {
    const product = await insertProduct(t.deps.db, merchantId(), {
      price: '100000.00',
      stock: 1000,
    });
    const line = await as('POST', '/api/orders', {
      items: [{ productId: product.id, quantity: 11 }],
    });
    expectTooMuch(line, 'A line must be at most R1 000 000.00');
    const other = await insertProduct(t.deps.db, merchantId(), {
      name: 'Stove',
      price: '100000.00',
      stock: 1000,
    });
    const order = await as('POST', '/api/orders', {
      items: [
        { productId: product.id, quantity: 9 },
        { productId: other.id, quantity: 9 },
      ],
    });
    expectTooMuch(order, 'An order must be at most R1 000 000.00');
  });

  it('a wallet holds at most R100 000.00', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    const topUp = (amount: string) => as('POST', `/api/wallets/${customer.id}/top-ups`, { amount });
    expectTooMuch(await topUp('100000.01'), 'Amount must be at most R100 000.00');
    expect((await topUp('99999.00')).status).toBe(201);
    expectTooMuch(await topUp('1000.00'), 'A wallet can hold at most R100 000.00');
    expectTooMuch(await topUp('99999999.99'), 'Amount must be at most R100 000.00');
    const ledger = await as('GET', `/api/wallets/${customer.id}/transactions`);
    expect(ledger.body.wallet.balance).toBe('99999.00');
  });

  it('other amounts (a credit limit) are at most R1 000 000.00', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    const account = await as('POST', '/api/credit-accounts', {
      customerId: customer.id,
      creditLimit: '1000000.01',
    });
    expectTooMuch(account, 'Credit limit must be at most R1 000 000.00');
  });
});

describe('stock maximum', () => {
  it('an adjustment cannot take stock past the maximum a product can be created with', async () => {
    const product = await as('POST', '/api/products', {
      name: 'Matches',
      price: '1.00',
      stock: 5,
    });
    const adjust = (quantity: number) =>
      as('POST', `/api/products/${product.body.id}/stock-adjustments`, {
        quantity,
        reason: 'delivery',
      });
    expect((await adjust(999_995)).status).toBe(200);
    const past = await adjust(1);
    expect(past.status).toBe(409);
    expect(past.body.error).toMatchObject({
      message: 'Matches would have 1000001 in stock; a product holds at most 1000000',
      details: { reason: 'STOCK_ABOVE_MAXIMUM' },
    });
    const after = await as('GET', `/api/products/${product.body.id}`);
    expect(after.body.stock).toBe(1_000_000);
  });
});

describe('the OpenAPI document', () => {
  it('declares the schema of every answer this suite received', () => {
    expect(answers.checked()).toBeGreaterThan(10);
  });
});
