import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refundLines, refunds } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { rowCounts } from '@server/test/row-counts';
import { signUpMerchant } from '@server/test/auth-helpers';
import { creditOrder as creditOrderOf } from '@server/test/credit-orders';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

/** Cancelling a paid order gives the money back the way it came, with a credit note. */
const t = appFixture();
const m = merchantFixture(t);

const creditOrder = (token: string, merchantId: string, paymentMethod = 'credit') =>
  creditOrderOf(t, token, merchantId, { paymentMethod });

const cancel = (token: string, id: string) =>
  call(t.app, 'PUT', `/api/orders/${id}`, { token, body: { status: 'cancelled' } });
const get = (url: string) => call(t.app, 'GET', url, { token: m.token }).then((r) => r.body);
const noteOf = async (orderId: string) => {
  const [note] = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return note;
};

describe('credit notes of cancelled orders', () => {
  it('a credit order cancelled lowers the balance and issues a numbered credit note', async () => {
    const { product, accountId, order } = await creditOrder(m.token, m.user.id as string);
    expect(order.creditNoteNumber).toBeNull();
    const cancelled = await cancel(m.token, order.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.creditNoteNumber).toMatch(/^CN-\d{6}$/);
    expect((await get(`/api/orders/${order.id}`)).creditNoteNumber).toBe(
      cancelled.body.creditNoteNumber,
    );
    const note = await noteOf(order.id);
    expect(note).toMatchObject({
      creditNoteNumber: cancelled.body.creditNoteNumber,
      posSaleId: null,
      amount: '120.00',
      method: 'credit',
      storeCredit: null,
    });
    const lines = await t.deps.db
      .select()
      .from(refundLines)
      .where(eq(refundLines.refundId, note!.id));
    expect(lines).toMatchObject([{ productId: product.id, quantity: 3, amount: '120.00' }]);
    const account = await get(`/api/credit-accounts/${accountId}`);
    expect(account.currentBalance).toBe('0.00');
    expect((await get(`/api/products/${product.id}`)).stock).toBe(10);
  });

  it('a repaid credit order cancelled leaves no negative balance: the excess goes to the wallet', async () => {
    const { customer, accountId, order } = await creditOrder(m.token, m.user.id as string);
    const paid = await call(t.app, 'POST', `/api/credit-accounts/${accountId}/payments`, {
      token: m.token,
      body: { amount: '100.00', method: 'cash' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await cancel(m.token, order.id)).status).toBe(200);
    expect(await noteOf(order.id)).toMatchObject({
      amount: '120.00',
      method: 'credit',
      storeCredit: '100.00',
    });
    expect((await get(`/api/credit-accounts/${accountId}`)).currentBalance).toBe('0.00');
    const wallet = await get(`/api/wallets/${customer.id}/transactions`);
    expect(wallet.wallet.balance).toBe('100.00');
    expect(wallet.transactions[0]).toMatchObject({ type: 'refund', amount: '100.00' });
  });

  it('an order cancelled again after reopening gets its own credit note, and the book stays right', async () => {
    const { accountId, order } = await creditOrder(m.token, m.user.id as string);
    const first = (await cancel(m.token, order.id)).body.creditNoteNumber;
    const put = { token: m.token, body: { status: 'pending' } };
    await call(t.app, 'PUT', `/api/orders/${order.id}`, put);
    expect((await get(`/api/credit-accounts/${accountId}`)).currentBalance).toBe('120.00');
    const second = (await cancel(m.token, order.id)).body.creditNoteNumber;
    expect(second).not.toBe(first);
    expect((await get(`/api/credit-accounts/${accountId}`)).currentBalance).toBe('0.00');
  });

  it('two cancellations at once issue one credit note and take the charge back once', async () => {
    const { accountId, order } = await creditOrder(m.token, m.user.id as string);
    const answers = await Promise.all([cancel(m.token, order.id), cancel(m.token, order.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const notes = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect((await get(`/api/credit-accounts/${accountId}`)).currentBalance).toBe('0.00');
  });

  it('a cash-on-delivery order cancelled issues no credit note', async () => {
    const { product, order } = await creditOrder(m.token, m.user.id as string, 'cash');
    const before = await rowCounts(t.deps.db);
    const cancelled = await cancel(m.token, order.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.creditNoteNumber).toBeNull();
    expect(await noteOf(order.id)).toBeUndefined();
    expect((await rowCounts(t.deps.db)).refunds).toBe(before.refunds);
    expect((await get(`/api/products/${product.id}`)).stock).toBe(10);
  });

  it('keeps shops apart: another shop cannot cancel the order and numbers its own notes', async () => {
    const { accountId, order } = await creditOrder(m.token, m.user.id as string);
    const other = await signUpMerchant(t);
    const before = await rowCounts(t.deps.db);
    expect((await cancel(other.token, order.id)).status).toBe(404);
    expect(await rowCounts(t.deps.db)).toEqual(before);
    expect((await get(`/api/credit-accounts/${accountId}`)).currentBalance).toBe('120.00');
    const theirs = await creditOrder(other.token, other.user.id as string);
    expect((await cancel(other.token, theirs.order.id)).body.creditNoteNumber).toBe('CN-000001');
  });
});
