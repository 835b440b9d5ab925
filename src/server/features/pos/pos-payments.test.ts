import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditInstalments, creditTransactions, products } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { centsToDecimal, toCents } from '@shared/money/money';
import { priceSale } from '@shared/pos/sale-totals';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

/** Credit and wallet payments at the till: charged in the sale's own transaction. */
const t = appFixture();
const m = merchantFixture(t);

const merchantId = () => m.user.id as string;

/** R100.00 list price -> R115.00 with VAT. */
async function sale(customerId: string | null, extra: Record<string, unknown> = {}, stock = 50) {
  const p = await insertProduct(t.deps.db, merchantId(), { price: '100.00', stock });
  const priced = priceSale([{ listPrice: toCents(p.price)!, quantity: 1 }]);
  return {
    product: p,
    body: {
      customerId,
      items: [
        {
          productId: p.id,
          quantity: 1,
          unitPrice: centsToDecimal(priced.lines[0]!.unitPrice),
          subtotal: centsToDecimal(priced.lines[0]!.subtotal),
        },
      ],
      subtotal: centsToDecimal(priced.subtotal),
      tax: centsToDecimal(priced.tax),
      total: centsToDecimal(priced.total),
      paymentMethod: 'credit',
      status: 'completed',
      ...extra,
    },
  };
}

const sell = (body: unknown) => call(t.app, 'POST', '/api/pos-sales', { token: m.token, body });

async function customerWithAccount(creditLimit: string, status = 'active') {
  const customer = await insertCustomer(t.deps.db, merchantId());
  const account = await call(t.app, 'POST', '/api/credit-accounts', {
    token: m.token,
    body: { customerId: customer.id, creditLimit, status },
  });
  expect(account.status).toBe(201);
  return { customer, accountId: account.body.id as string };
}

const accountOf = (id: string) =>
  call(t.app, 'GET', `/api/credit-accounts/${id}`, { token: m.token }).then((r) => r.body);
const stockOf = async (id: string) =>
  (await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe('credit sales at the till', () => {
  it('charges the account within the limit, in the same transaction as the sale', async () => {
    const { customer, accountId } = await customerWithAccount('500.00');
    const { body } = await sale(customer.id);
    const sold = await sell(body);
    expect(sold.status).toBe(201);
    const account = await accountOf(accountId);
    expect(account).toMatchObject({ currentBalance: '115.00', availableCredit: '385.00' });
    expect(account.transactions).toEqual([
      expect.objectContaining({
        type: 'charge',
        amount: '115.00',
        posSaleId: sold.body.id,
        description: `Till sale ${sold.body.saleNumber}`,
      }),
    ]);
    expect(account.instalments).toHaveLength(1);
  });

  it('splits a BNPL sale into weekly instalments', async () => {
    const { customer, accountId } = await customerWithAccount('500.00');
    const { body } = await sale(customer.id, { instalments: 4 });
    expect((await sell(body)).status).toBe(201);
    const account = await accountOf(accountId);
    expect(account.instalments.map((i: { amount: string }) => i.amount)).toEqual([
      '28.75',
      '28.75',
      '28.75',
      '28.75',
    ]);
  });

  it('answers a BNPL sale with its instalments and due dates, also in the list', async () => {
    const { customer } = await customerWithAccount('500.00');
    const { body } = await sale(customer.id, { instalments: 3 });
    const sold = await sell(body);
    expect(sold.status).toBe(201);
    const today = johannesburgDate(new Date(sold.body.createdAt));
    const expected = [
      { sequence: 1, dueDate: addDays(today, 7), amount: '38.34' },
      { sequence: 2, dueDate: addDays(today, 14), amount: '38.33' },
      { sequence: 3, dueDate: addDays(today, 21), amount: '38.33' },
    ];
    expect(sold.body.instalments).toEqual(expected);
    const listed = await call(t.app, 'GET', `/api/pos-sales?customerId=${customer.id}`, {
      token: m.token,
    });
    expect(listed.body.items).toEqual([expect.objectContaining({ instalments: expected })]);

    const single = await sell((await sale(customer.id)).body);
    expect(single.body.instalments).toEqual([
      { sequence: 1, dueDate: addDays(today, 30), amount: '115.00' },
    ]);
    const cash = await sell((await sale(null, { paymentMethod: 'cash' })).body);
    expect(cash.body.instalments).toEqual([]);
  });

  it('refuses past the limit with CREDIT_LIMIT_EXCEEDED and writes nothing (no sale, no stock taken)', async () => {
    const { customer, accountId } = await customerWithAccount('100.00');
    const { body, product } = await sale(customer.id);
    const before = await rowCounts(t.deps.db);
    const refused = await sell(body);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    expect(await rowCounts(t.deps.db)).toEqual(before);
    expect(await stockOf(product.id)).toBe(50);
    expect((await accountOf(accountId)).currentBalance).toBe('0.00');
  });

  it('refuses a suspended account and a customer without an account', async () => {
    const { customer } = await customerWithAccount('1000.00', 'suspended');
    const suspended = await sell((await sale(customer.id)).body);
    expect(suspended.body.error.details).toMatchObject({ reason: 'ACCOUNT_SUSPENDED' });
    const stranger = await insertCustomer(t.deps.db, merchantId());
    const none = await sell((await sale(stranger.id)).body);
    expect(none.status).toBe(422);
    expect(none.body.error.details).toMatchObject({ reason: 'NO_CREDIT_ACCOUNT' });
  });

  it('lets exactly 3 of 10 simultaneous credit sales through when there is room for 3', async () => {
    const { customer, accountId } = await customerWithAccount('345.00');
    const { body } = await sale(customer.id, {}, 100);
    const results = await Promise.all(Array.from({ length: 10 }, () => sell(body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.body.error.details).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    }
    const account = await accountOf(accountId);
    expect(account).toMatchObject({ currentBalance: '345.00', availableCredit: '0.00' });
    const charges = await t.deps.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.creditAccountId, accountId));
    expect(charges).toHaveLength(3);
    const parts = await t.deps.db
      .select()
      .from(creditInstalments)
      .where(eq(creditInstalments.creditAccountId, accountId));
    expect(parts).toHaveLength(3);
  });
});

describe('wallet sales at the till', () => {
  it('pays from the wallet, and refuses a short balance writing nothing', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    await call(t.app, 'POST', `/api/wallets/${customer.id}/top-ups`, {
      token: m.token,
      body: { amount: '200' },
    });
    const paid = await sell((await sale(customer.id, { paymentMethod: 'wallet' })).body);
    expect(paid.status).toBe(201);
    const ledger = await call(t.app, 'GET', `/api/wallets/${customer.id}/transactions`, {
      token: m.token,
    });
    expect(ledger.body.wallet.balance).toBe('85.00');
    expect(ledger.body.transactions[0]).toMatchObject({
      type: 'purchase',
      amount: '115.00',
      posSaleId: paid.body.id,
    });

    const { body, product } = await sale(customer.id, { paymentMethod: 'wallet' });
    const before = await rowCounts(t.deps.db);
    const short = await sell(body);
    expect(short.status).toBe(422);
    expect(short.body.error.details).toMatchObject({ reason: 'INSUFFICIENT_WALLET_BALANCE' });
    expect(await rowCounts(t.deps.db)).toEqual(before);
    expect(await stockOf(product.id)).toBe(50);
  });
});
