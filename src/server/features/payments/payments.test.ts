import { describe, expect, it } from 'vitest';
import { orders, posSales } from '@server/db/schema/index';
import { chargeCredit } from '@server/domain/credit/charge-credit';
import { insertCustomer } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { johannesburgMonthStart } from '@shared/time/johannesburg';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

async function sale(
  merchantId: string,
  n: number,
  method: string,
  total: string,
  createdAt?: Date,
) {
  await t.deps.db.insert(posSales).values({
    merchantId,
    saleNumber: `SALE-${String(n).padStart(6, '0')}`,
    items: [],
    subtotal: total,
    taxAmount: '0',
    totalAmount: total,
    paymentMethod: method,
    createdAt: createdAt ?? t.deps.clock(),
  });
}

async function order(merchantId: string, n: number, values: Partial<typeof orders.$inferInsert>) {
  await t.deps.db.insert(orders).values({
    merchantId,
    orderNumber: `ORD-${String(n).padStart(6, '0')}`,
    totalAmount: '100.00',
    ...values,
  });
}

describe('payments overview', () => {
  it('is all zeros for a new merchant', async () => {
    const { token } = await signUpMerchant(t);
    const response = await call(t.app, 'GET', '/api/payments/overview', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      walletBalance: '0.00',
      unsettledTakings: '0.00',
      valueAddedPurchases: '0.00',
      monthlyRevenue: '0.00',
      monthlySales: 0,
      pendingPayments: { count: 0, amount: '0.00' },
      paymentMethods: [],
      recentTransactions: [],
      customerWallets: { count: 0, total: '0.00' },
    });
  });

  it('computes the wallet balance, revenue, pending payments, methods and recent transactions', async () => {
    const { token, user } = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const m = user.id as string;
    await sale(m, 1, 'cash', '50.00');
    await sale(m, 2, 'card', '120.00');
    await sale(m, 3, 'wallet', '30.00');
    await sale(
      m,
      4,
      'card',
      '999.00',
      new Date(johannesburgMonthStart(t.deps.clock()).getTime() - 60_000),
    );
    await sale(other.user.id, 1, 'card', '777.00');
    await order(m, 1, {
      paymentStatus: 'paid',
      paymentMethod: 'mobile_money',
      totalAmount: '80.00',
    });
    await order(m, 2, { paymentStatus: 'pending', paymentMethod: 'cash', totalAmount: '45.50' });
    await order(m, 3, { paymentStatus: 'pending', status: 'cancelled', totalAmount: '10.00' });
    const customer = await insertCustomer(t.deps.db, m, { name: 'Bongani Nkosi' });
    await call(t.app, 'POST', `/api/wallets/${customer.id}/top-ups`, {
      token,
      body: { amount: '40' },
    });
    const account = await call(t.app, 'POST', '/api/credit-accounts', {
      token,
      body: { customerId: customer.id, creditLimit: '500' },
    });
    await t.deps.db.transaction((tx) =>
      chargeCredit(tx, {
        merchantId: m,
        customerId: customer.id,
        amountCents: 6000,
        instalments: 1,
        reference: {},
        now: t.deps.clock(),
      }),
    );
    await call(t.app, 'POST', `/api/credit-accounts/${account.body.id}/payments`, {
      token,
      body: { amount: '25' },
    });

    const { body } = await call(t.app, 'GET', '/api/payments/overview', { token });
    // card 120 + 999 + wallet 30 + mobile money 80 = 1229 (no payouts exist yet).
    expect(body).toMatchObject({
      unsettledTakings: '1229.00',
      walletBalance: '1229.00',
      monthlyRevenue: '280.00',
      monthlySales: 4,
      pendingPayments: { count: 1, amount: '45.50' },
      customerWallets: { count: 1, total: '40.00' },
    });
    expect(body.paymentMethods).toEqual([
      { method: 'card', count: 1, amount: '120.00' },
      { method: 'cash', count: 1, amount: '50.00' },
      { method: 'mobile_money', count: 1, amount: '80.00' },
      { method: 'wallet', count: 1, amount: '30.00' },
    ]);
    const kinds = body.recentTransactions.map((r: { kind: string }) => r.kind);
    expect(kinds.sort()).toEqual([
      'order_payment',
      'repayment',
      'sale',
      'sale',
      'sale',
      'sale',
      'top_up',
    ]);
    expect(body.recentTransactions[0]).toMatchObject({
      kind: 'repayment',
      amount: '25.00',
      reference: 'Bongani Nkosi',
    });
    expect(JSON.stringify(body)).not.toContain('777.00');
  });

  it('needs a merchant session', async () => {
    expect((await call(t.app, 'GET', '/api/payments/overview')).status).toBe(401);
  });
});
