import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { posDailyTotals, posSales } from '@server/db/schema/index';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { setClock, tillCart } from '@server/test/trading';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;

beforeAll(async () => {
  t = await createTestApp();
  setClock(t, '2026-05-12T09:00:00Z');
  a = await signUpMerchant(t);
});
afterAll(() => t.close());

const product = (values: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.deps.db, a.user.id as string, values);

const sell = (body: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/pos-sales', { token: a.token, body, headers });

const amount = (value: string) => ({ kind: 'amount' as const, amount: value });
const percent = (value: number) => ({ kind: 'percent' as const, percent: value });

describe('a discounted till sale', () => {
  it('prices line and sale discounts on the server, VAT on what is left, and keeps them', async () => {
    const milk = await product({ name: 'Milk 1L', price: '24.99', stock: 10 });
    const bread = await product({ name: 'Bread', price: '17.99', stock: 10 });
    const body = tillCart(
      [
        [milk, 2, amount('2.00')], // 49.98 - 2.00 = 47.98
        [bread, 1, percent(10)], // 17.99 - 1.80 = 16.19
      ],
      { discount: percent(5), cashTendered: '100' }, // 5% of 64.17 = 3.21
    );
    expect(body).toMatchObject({ subtotal: '64.17', tax: '9.14', total: '70.10' });
    const sold = await sell(body);
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({
      subtotal: '64.17',
      discount: '3.21',
      discountPercent: 5,
      discountTotal: '7.01',
      tax: '9.14', // 15% of 60.96 = 9.144
      total: '70.10',
      changeDue: '29.90',
      items: [
        { name: 'Milk 1L', unitPrice: '24.99', subtotal: '47.98', discount: '2.00' },
        {
          name: 'Bread',
          unitPrice: '17.99',
          subtotal: '16.19',
          discount: '1.80',
          discountPercent: 10,
        },
      ],
    });
    expect(sold.body.items[0]).not.toHaveProperty('discountPercent');

    const [row] = await t.deps.db.select().from(posSales).where(eq(posSales.id, sold.body.id));
    expect(row).toMatchObject({
      discountAmount: '3.21',
      discountPercent: '5.00',
      discountTotal: '7.01',
      totalAmount: '70.10',
    });
    const listed = await call(t.app, 'GET', '/api/pos-sales', { token: a.token });
    expect(listed.body.items[0]).toMatchObject({ id: sold.body.id, discountTotal: '7.01' });

    // Takings are what was charged; the day's discounts are counted beside them.
    const [day] = await t.deps.db
      .select()
      .from(posDailyTotals)
      .where(eq(posDailyTotals.merchantId, a.user.id as string));
    expect(day).toMatchObject({ takingsCents: 7010, discountCents: 701 });
    const smart = await call(t.app, 'GET', '/api/analytics/smart-dashboard', { token: a.token });
    expect(smart.body.todayVsYesterday).toMatchObject({ today: '70.10', discountsToday: '7.01' });

    // The customer's receipt page shows both discounts before VAT.
    const page = await call(t.app, 'GET', `/r/${sold.body.receiptToken}`);
    expect(page.body).toContain('<td>2 x Milk 1L @ R24.99</td><td>R49.98</td>');
    expect(page.body).toContain('<td>Discount</td><td>-R2.00</td>');
    expect(page.body).toContain('<td>Discount (10%)</td><td>-R1.80</td>');
    expect(page.body).toContain('<td>Discount (5%)</td><td>-R3.21</td>');
    expect(page.body).toContain('<td>VAT (15%)</td><td>R9.14</td>');
  });

  it('may take a sale to R0.00 but never below, with no VAT on nothing', async () => {
    const sugar = await product({ name: 'Sugar', price: '30.00', stock: 5 });
    const sold = await sell(tillCart([[sugar, 1, amount('30.00')]], { discount: percent(100) }));
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({
      subtotal: '0.00',
      discount: '0.00',
      tax: '0.00',
      total: '0.00',
    });
    expect(sold.body.discountTotal).toBe('30.00');
    // Nothing to take from a wallet or to owe on credit: refused, not a R0.00 charge.
    const customer = await insertCustomer(t.deps.db, a.user.id as string);
    const credit = await sell(
      tillCart([[sugar, 1]], {
        discount: percent(100),
        paymentMethod: 'credit',
        customerId: customer.id,
      }),
    );
    expect(credit.status).toBe(422);
    expect(credit.body.error).toMatchObject({
      message: 'A sale of R0.00 is paid in cash or by card',
      details: { reason: 'NOTHING_TO_CHARGE' },
    });
  });

  it('refuses rand off more than the line or the sale (422), naming the amounts, and writes nothing', async () => {
    const eggs = await product({ name: 'Eggs 6', price: '21.00', stock: 5 });
    const before = await rowCounts(t.deps.db);
    const body = tillCart([[eggs, 1]]);
    const line = await sell({ ...body, items: [{ ...body.items[0], discount: amount('25.00') }] });
    expect(line.status).toBe(422);
    expect(line.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message: 'A discount of R25.00 is more than the R21.00 of Eggs 6',
      details: { reason: 'DISCOUNT_TOO_LARGE', productId: eggs.id },
    });
    const sale = await sell({ ...body, discount: amount('21.01') });
    expect(sale.status).toBe(422);
    expect(sale.body.error.message).toBe("A discount of R21.01 is more than the sale's R21.00");
    const zulu = await sell({ ...body, discount: amount('21.01') }, { 'accept-language': 'zu' });
    expect(zulu.body.error.message).toBe(
      'Isaphulelo sika-R21.01 singaphezu kuka-R21.00 wokuthengisa',
    );
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('refuses a percent outside 0-100, an unknown kind and a discount the total does not show', async () => {
    const tea = await product({ name: 'Tea', price: '40.00', stock: 5 });
    const body = tillCart([[tea, 1]]);
    const over = await sell({ ...body, discount: percent(100.5) });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body.error)).toContain(
      'A percent discount must be from 0 to 100, with at most two decimals',
    );
    expect((await sell({ ...body, discount: percent(12.345) })).status).toBe(400);
    expect((await sell({ ...body, discount: { kind: 'free', amount: '1' } })).status).toBe(400);
    // The till says R4.00 off but its total does not take it off: the server's own total answers.
    const stale = await sell({ ...body, discount: amount('4.00') });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details).toMatchObject({
      reason: 'PRICE_CHANGED',
      subtotal: '40.00',
      tax: '5.40',
      total: '41.40',
    });
    const twice = tillCart([
      [tea, 1, percent(10)],
      [tea, 1],
    ]);
    const split = await sell(twice);
    expect(split.status).toBe(400);
    expect(JSON.stringify(split.body.error)).toContain(
      'A discounted product must be on one line of the sale',
    );
  });

  it('keeps the discounts of a sale rung up offline and counts no discount as a price difference', async () => {
    const rice = await product({ name: 'Rice 2kg', price: '45.00', stock: 5 });
    const body = tillCart([[rice, 2, percent(10)]], { discount: amount('1.00') });
    const sold = await sell({
      ...body,
      offline: {
        receiptNumber: 'OFF-DISC1-1',
        soldAt: new Date(t.deps.clock().getTime() - 60_000).toISOString(),
        vatPercent: 15,
      },
    });
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({
      subtotal: '81.00',
      discount: '1.00',
      discountPercent: null,
      discountTotal: '10.00',
      tax: '12.00',
      total: '92.00',
      priceDifference: '0.00',
      items: [{ subtotal: '81.00', discount: '9.00', discountPercent: 10 }],
    });
    const wrong = await sell({
      ...body,
      total: '93.15',
      offline: {
        receiptNumber: 'OFF-DISC1-2',
        soldAt: new Date(t.deps.clock().getTime() - 60_000).toISOString(),
        vatPercent: 15,
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details.reason).toBe('TOTALS_DO_NOT_ADD_UP');
  });
});
