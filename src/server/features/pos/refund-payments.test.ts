import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { tillCart } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';

/** The money of a refund goes back the way the sale was paid. */
const t = appFixture();
const m = merchantFixture(t);
const merchantId = () => m.user.id as string;

/** Two units at R100.00 (R115.00 each with VAT), paid as said. */
async function sold(customerId: string, extra: Record<string, unknown>) {
  const p = await insertProduct(t.deps.db, merchantId(), { price: '100.00', stock: 50 });
  const sale = await call(t.app, 'POST', '/api/pos-sales', {
    token: m.token,
    body: tillCart([[p, 2]], { customerId, ...extra }),
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  const one = { lines: [{ productId: p.id, quantity: 1 }], reason: 'returned' };
  return { sale: sale.body, one };
}

async function customerWithAccount() {
  const customer = await insertCustomer(t.deps.db, merchantId());
  const account = await call(t.app, 'POST', '/api/credit-accounts', {
    token: m.token,
    body: { customerId: customer.id, creditLimit: '1000.00', status: 'active' },
  });
  return { customer, accountId: account.body.id as string };
}
const accountOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/credit-accounts/${id}`, { token: m.token })).body;
const walletOf = async (customerId: string) =>
  (await call(t.app, 'GET', `/api/wallets/${customerId}/transactions`, { token: m.token })).body;

describe('money back the way it came', () => {
  it('a credit sale refund lowers the balance and shrinks the unpaid instalments', async () => {
    const { customer, accountId } = await customerWithAccount();
    const { sale, one } = await sold(customer.id, { paymentMethod: 'credit', instalments: 2 });
    const refund = await refundSale(t, m.token, sale.id, one);
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body).toMatchObject({ method: 'credit', amount: '115.00', storeCredit: null });
    const account = await accountOf(accountId);
    expect(account.currentBalance).toBe('115.00');
    const owed = account.instalments.reduce(
      (acc: number, i: { amount: string }) => acc + Number(i.amount),
      0,
    );
    expect(owed).toBeCloseTo(115, 2);
  });

  it('puts what the customer no longer owes in the wallet as store credit', async () => {
    const { customer, accountId } = await customerWithAccount();
    const { sale, one } = await sold(customer.id, { paymentMethod: 'credit' });
    const paid = await call(t.app, 'POST', `/api/credit-accounts/${accountId}/payments`, {
      token: m.token,
      body: { amount: '200.00', method: 'cash' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const first = await refundSale(t, m.token, sale.id, one);
    expect(first.body).toMatchObject({ method: 'credit', amount: '115.00', storeCredit: '85.00' });
    expect((await accountOf(accountId)).currentBalance).toBe('0.00');
    const second = await refundSale(t, m.token, sale.id, one);
    expect(second.body).toMatchObject({ method: 'store_credit', storeCredit: '115.00' });
    const wallet = await walletOf(customer.id);
    expect(wallet.wallet.balance).toBe('200.00');
    expect(wallet.transactions[0]).toMatchObject({ type: 'refund', posSaleId: sale.id });
  });

  it('a wallet sale refund raises the wallet with a ledger row', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    await call(t.app, 'POST', `/api/wallets/${customer.id}/top-ups`, {
      token: m.token,
      body: { amount: '300' },
    });
    const { sale, one } = await sold(customer.id, { paymentMethod: 'wallet' });
    expect((await walletOf(customer.id)).wallet.balance).toBe('70.00');
    const refund = await refundSale(t, m.token, sale.id, one);
    expect(refund.body).toMatchObject({ method: 'wallet', amount: '115.00' });
    const wallet = await walletOf(customer.id);
    expect(wallet.wallet.balance).toBe('185.00');
    expect(wallet.transactions[0]).toMatchObject({
      type: 'refund',
      amount: '115.00',
      posSaleId: sale.id,
    });
  });

  it('a card sale refund is recorded as a card refund', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    const { sale, one } = await sold(customer.id, { paymentMethod: 'card' });
    const refund = await refundSale(t, m.token, sale.id, one);
    expect(refund.body).toMatchObject({ method: 'card', amount: '115.00', vat: '15.00' });
  });
});
