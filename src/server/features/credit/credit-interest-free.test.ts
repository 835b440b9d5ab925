import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/lib/sql-rows';
import { call } from '@server/test/test-app';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { tillCart } from '@server/test/trading';

/**
 * The book stays interest-free (issue 33, National Credit Act): no write path takes a fee or
 * interest, none accrues when a payment is late, and no credit table has a column for one.
 */
const t = appFixture();
const m = merchantFixture(t);
const DAY = 86_400_000;
const CHARGES = { fee: '10.00', interest: '5.00', interestRate: '2', lateFee: '20.00' };

describe('the book never charges interest or fees', () => {
  it('owes exactly the goods: a BNPL sale with fee fields, then months late', async () => {
    const merchantId = m.user.id as string;
    const customer = await insertCustomer(t.deps.db, merchantId);
    const opened = await call(t.app, 'POST', '/api/credit-accounts', {
      token: m.token,
      body: { customerId: customer.id, creditLimit: '1000.00', ...CHARGES },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const product = await insertProduct(t.deps.db, merchantId, { price: '100.00', stock: 10 });
    const sale = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: tillCart([[product, 2]], {
        customerId: customer.id,
        paymentMethod: 'credit',
        instalments: 4,
        ...CHARGES,
      }),
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const total = sale.body.total as string;
    const plan = sale.body.instalments as { amount: string }[];
    const planCents = plan.reduce((sum, part) => sum + Math.round(Number(part.amount) * 100), 0);
    expect(planCents).toBe(Math.round(Number(total) * 100));

    const account = () =>
      call(t.app, 'GET', `/api/credit-accounts/${opened.body.id}`, { token: m.token });
    expect((await account()).body.currentBalance).toBe(total);
    t.advance(90 * DAY);
    expect((await account()).body.currentBalance).toBe(total);

    const paid = await call(t.app, 'POST', `/api/credit-accounts/${opened.body.id}/payments`, {
      token: m.token,
      body: { amount: '50.00', ...CHARGES },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const balance = (await account()).body.currentBalance as string;
    expect(Math.round(Number(balance) * 100)).toBe(Math.round(Number(total) * 100) - 5000);

    const charged = await call(t.app, 'POST', `/api/credit-accounts/${opened.body.id}/payments`, {
      token: m.token,
      body: { amount: '-25.00' },
    });
    expect(charged.status).toBe(400);
    const changed = await call(t.app, 'PUT', `/api/credit-accounts/${opened.body.id}`, {
      token: m.token,
      body: { interestRate: '3', fee: '15.00' },
    });
    expect(changed.status).toBe(400);
    expect((await account()).body.currentBalance).toBe(balance);
  });

  it('has no column for a fee, interest or a rate in the book or BNPL tables', async () => {
    const result = await t.deps.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and table_name in ('credit_accounts', 'credit_transactions', 'credit_instalments')`);
    const rows = rowsOf<{ table_name: string; column_name: string }>(result);
    expect(rows.length).toBeGreaterThan(10);
    const charging = rows.filter((row) =>
      /fee|interest|(^|_)rate(_|$)|penalt|apr/.test(row.column_name),
    );
    expect(charging).toEqual([]);
  });
});
