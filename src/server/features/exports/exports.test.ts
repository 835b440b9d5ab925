import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_COLUMNS, STOCK_COLUMNS } from '@shared/exports/exports.schemas';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { csvObjects, parseCsv } from '@server/test/csv';
import { placeOrder, ringUp, tillCart } from '@server/test/trading';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;
let b: Awaited<ReturnType<typeof signUpMerchant>>;
type Sale = { id: string; saleNumber: string; subtotal: string; tax: string; total: string };
const salesOfA: Sale[] = [];
let saleOfB: { id: string; total: string };
let accountId: string;

const download = (token: string, path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await signUpMerchant(t), await signUpMerchant(t)];
  const { db } = t.deps;
  const formula = await insertProduct(db, a.user.id, {
    name: '=HYPERLINK("http://x.example","win")',
    price: '10.00',
    stock: 50,
  });
  const bread = await insertProduct(db, a.user.id, {
    name: 'Bread, white "fresh"',
    price: '15.50',
    stock: 20,
  });
  salesOfA.push((await ringUp(t, a.token, [[formula, 2]])) as Sale);
  salesOfA.push((await ringUp(t, a.token, [[bread, 3]])) as Sale);
  const customer = await insertCustomer(db, a.user.id, { name: '@SUM(1+1)*cmd' });
  const account = await call(t.app, 'POST', '/api/credit-accounts', {
    token: a.token,
    body: { customerId: customer.id, creditLimit: '500.00' },
  });
  accountId = account.body.id as string;
  const onCredit = await call(t.app, 'POST', '/api/pos-sales', {
    token: a.token,
    body: tillCart([[bread, 1]], { customerId: customer.id, paymentMethod: 'credit' }),
  });
  expect(onCredit.status).toBe(201);
  salesOfA.push(onCredit.body as Sale);
  const paid = await call(t.app, 'POST', `/api/credit-accounts/${accountId}/payments`, {
    token: a.token,
    body: { amount: '5.00', method: 'cash' },
  });
  expect(paid.status).toBe(201);
  await placeOrder(t, a.token, {
    status: 'completed',
    items: [{ productId: bread.id, quantity: 1 }],
  });
  await placeOrder(t, a.token, {
    status: 'pending',
    items: [{ productId: bread.id, quantity: 1 }],
  });

  const other = await insertProduct(db, b.user.id, { name: 'Other shop maize', price: '99.00' });
  saleOfB = await ringUp(t, b.token, [[other, 1]]);
});
afterAll(() => t.close());

describe('CSV exports', () => {
  it('answers a CSV attachment in UTF-8', async () => {
    const response = await download(a.token, '/api/exports/sales.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(response.body)[0]).toEqual([...SALES_COLUMNS]);
  });

  it('lists each till sale and completed order of the shop, with the VAT of each sale', async () => {
    const rows = csvObjects((await download(a.token, '/api/exports/sales.csv')).body);
    const sales = rows.filter((row) => row.kind === 'sale');
    expect(sales.map((row) => row.total)).toEqual(salesOfA.map((sale) => sale.total));
    expect(
      sales.map((row) => [row.number, row.subtotal_excl_vat, row.vat, row.vat_percent]),
    ).toEqual(salesOfA.map((sale) => [sale.saleNumber, sale.subtotal, sale.tax, '15']));
    expect(sales.map((row) => row.payment_method)).toEqual(['cash', 'cash', 'credit']);
    expect(sales[2]!.customer).toBe("'@SUM(1+1)*cmd");
    expect(sales[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sales[0]!.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // The completed order counts; the pending one does not; an order records no VAT.
    const orders = rows.filter((row) => row.kind === 'order');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ total: '15.50', vat: '', subtotal_excl_vat: '' });
  });

  it("never shows another shop's rows", async () => {
    const rowsOfB = csvObjects((await download(b.token, '/api/exports/sales.csv')).body);
    expect(rowsOfB.map((row) => row.total)).toEqual([saleOfB.total]);
    const stockOfB = (await download(b.token, '/api/exports/stock.csv')).body;
    expect(csvObjects(stockOfB).map((row) => row.product)).toEqual(['Other shop maize']);
    expect(csvObjects((await download(b.token, '/api/exports/credit-book.csv')).body)).toEqual([]);
    const balancesOfB = (await download(b.token, '/api/exports/credit-balances.csv')).body;
    expect(csvObjects(balancesOfB)).toEqual([]);
    const stockOfA = (await download(a.token, '/api/exports/stock.csv')).body;
    expect(stockOfA).not.toContain('Other shop maize');
  });

  it('values stock at selling price, quoting names and defusing formulas', async () => {
    const text = (await download(a.token, '/api/exports/stock.csv')).body;
    expect(parseCsv(text)[0]).toEqual([...STOCK_COLUMNS]);
    expect(text).toContain('"Bread, white ""fresh"""');
    expect(text).toContain(`"'=HYPERLINK(""http://x.example"",""win"")"`);
    // Sorted by name in the database's collation, which differs between installs.
    const rows = csvObjects(text).sort((x, y) => x.stock!.localeCompare(y.stock!));
    expect(
      rows.map((row) => [row.product, row.stock, row.price_excl_vat, row.stock_value_excl_vat]),
    ).toEqual([
      ['Bread, white "fresh"', '14', '15.50', '217.00'],
      [`'=HYPERLINK("http://x.example","win")`, '48', '10.00', '480.00'],
    ]);
  });

  it('exports the credit book: the ledger with balances after each row, and the balances', async () => {
    const ledger = csvObjects((await download(a.token, '/api/exports/credit-book.csv')).body);
    const creditSale = salesOfA[2]!;
    expect(ledger.map((row) => [row.customer, row.type, row.amount, row.balance_after])).toEqual([
      ["'@SUM(1+1)*cmd", 'charge', creditSale.total, creditSale.total],
      ["'@SUM(1+1)*cmd", 'payment', '-5.00', (Number(creditSale.total) - 5).toFixed(2)],
    ]);
    expect(ledger[0]!.reference).toMatch(/^SALE-/);
    expect(ledger[1]!.method).toBe('cash');
    const balances = csvObjects((await download(a.token, '/api/exports/credit-balances.csv')).body);
    const owed = (Number(creditSale.total) - 5).toFixed(2);
    expect(balances).toEqual([
      expect.objectContaining({
        customer: "'@SUM(1+1)*cmd",
        status: 'active',
        credit_limit: '500.00',
        balance: owed,
        available: (500 - Number(owed)).toFixed(2),
      }),
    ]);
  });

  it('keeps to the days asked for, in Johannesburg time', async () => {
    const past = await download(a.token, '/api/exports/sales.csv?from=2020-01-01&to=2020-12-31');
    expect(past.statusCode).toBe(200);
    expect(csvObjects(past.body)).toEqual([]);
    expect(past.headers['content-disposition']).toContain('sales-2020-01-01-to-2020-12-31.csv');
    const open = await download(a.token, '/api/exports/sales.csv?from=2020-01-01');
    expect(csvObjects(open.body)).toHaveLength(4);
  });

  it.each([
    ['from=2026-02-30', 'From must be a date, YYYY-MM-DD'],
    ['to=yesterday', 'To must be a date, YYYY-MM-DD'],
    ['from=2026-05-02&to=2026-05-01', 'From cannot be after To'],
  ])('refuses %s with 400', async (query, message) => {
    const refused = await call(t.app, 'GET', `/api/exports/sales.csv?${query}`, { token: a.token });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain(message);
  });

  it('is for merchants: no session 401, an admin 403', async () => {
    expect((await call(t.app, 'GET', '/api/exports/stock.csv')).status).toBe(401);
    const admin = await signInStaff(t, 'admin');
    expect(
      (await call(t.app, 'GET', '/api/exports/stock.csv', { token: admin.token })).status,
    ).toBe(403);
  });
});
