import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAT_SUMMARY_COLUMNS } from '@shared/exports/exports.schemas';
import { centsToDecimal, toCents } from '@shared/money/money';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertMerchant, insertProduct } from '@server/test/fixtures';
import { createSession } from '@server/domain/accounts/sessions';
import { csvObjects, parseCsv } from '@server/test/csv';
import { ringUp, setClock } from '@server/test/trading';
import { EXPORT_PAGE_SIZE } from './csv-reply';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const download = (token: string, path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
const sum = (amounts: string[]) =>
  centsToDecimal(amounts.reduce((total, amount) => total + toCents(amount)!, 0));

describe('VAT summary', () => {
  it('sums output VAT per Johannesburg month from the sales’ own VAT amounts', async () => {
    const shop = await signUpMerchant(t);
    const milk = await insertProduct(t.deps.db, shop.user.id, { name: 'Milk', price: '18.99' });
    const sellAt = async (iso: string, quantity: number) => {
      setClock(t, iso);
      return (await ringUp(t, shop.token, [[milk, quantity]])) as unknown as {
        tax: string;
        subtotal: string;
        total: string;
      };
    };
    // 23:59 on 31 December in Johannesburg: last year, not in the summary.
    await sellAt('2025-12-31T21:59:00Z', 1);
    const january = [
      await sellAt('2025-12-31T22:30:00Z', 3),
      await sellAt('2026-01-15T10:00:00Z', 7),
    ];
    // 01:30 on 1 March in Johannesburg, still February in UTC.
    const march = [await sellAt('2026-02-28T23:30:00Z', 2)];
    setClock(t, '2026-06-01T10:00:00Z');

    const response = await download(shop.token, '/api/exports/vat-summary.csv?year=2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('vat-summary-2026.csv');
    expect(parseCsv(response.body)[0]).toEqual([...VAT_SUMMARY_COLUMNS]);
    const rows = csvObjects(response.body);
    expect(rows.map((row) => row.month)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      'total',
    ]);
    const figures = (sales: { tax: string; subtotal: string; total: string }[]) => ({
      sales: String(sales.length),
      sales_excl_vat: sum(sales.map((s) => s.subtotal)),
      output_vat: sum(sales.map((s) => s.tax)),
      sales_incl_vat: sum(sales.map((s) => s.total)),
      orders_without_vat: '0.00',
    });
    expect(rows[0]).toMatchObject(figures(january));
    expect(rows[1]).toMatchObject(figures([]));
    expect(rows[2]).toMatchObject(figures(march));
    expect(rows[12]).toMatchObject(figures([...january, ...march]));
    // 3 x R18.99 = R56.97: VAT R8.5455 rounds half up to R8.55 on that sale.
    expect(january[0]!.tax).toBe('8.55');

    const thisYear = await download(shop.token, '/api/exports/vat-summary.csv');
    expect(thisYear.headers['content-disposition']).toContain('vat-summary-2026.csv');
  });

  it('refuses a shop that is not VAT registered, saying why', async () => {
    const shop = await signUpMerchant(t);
    await call(t.app, 'PUT', '/api/shop-settings', {
      token: shop.token,
      body: { vatRegistered: false },
    });
    const refused = await call(t.app, 'GET', '/api/exports/vat-summary.csv', {
      token: shop.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.reason).toBe('not_vat_registered');
    expect(refused.body.error.message).toContain('not VAT registered');
  });

  it.each(['1999', '20260', 'this'])('refuses year=%s with 400', async (year) => {
    const shop = await signUpMerchant(t);
    const refused = await download(shop.token, `/api/exports/vat-summary.csv?year=${year}`);
    expect(refused.statusCode).toBe(400);
  });
});

describe('a large shop', () => {
  it('pages through every sale once, even sales rung up in the same instant', async () => {
    const shop = await insertMerchant(t.deps.db, 'Busy Spaza');
    const token = await createSession(t.deps.db, shop.id, 1, {});
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    await t.deps.db.execute(sql`
      insert into pos_sales (merchant_id, sale_number, items, subtotal, tax_amount, total_amount,
        payment_method, created_at)
      select ${shop.id}, 'SALE-' || lpad(n::text, 6, '0'), '[]'::jsonb, 10, 1.5, 11.5, 'cash',
        '2026-03-10T08:00:00Z'::timestamptz + ((n % 3) || ' seconds')::interval
      from generate_series(1, ${count}) n
    `);
    const response = await download(token, '/api/exports/sales.csv?from=2026-03-01&to=2026-03-31');
    const rows = csvObjects(response.body);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.number)).size).toBe(count);
    expect(rows.map((row) => row.time)).toEqual([...rows.map((row) => row.time)].sort());
    expect(rows[0]).toMatchObject({ date: '2026-03-10', time: '10:00:00', vat: '1.50' });
  });
});
