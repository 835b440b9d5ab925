import { describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from '@shared/money/money';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { creditOrder } from '@server/test/credit-orders';
import { appFixture } from '@server/test/file-fixtures';
import { ringUp, tillCart } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';
import { closeShift, currentShift, openShift, payCash } from '@server/test/shifts';

/** The cash-up: what the drawer should hold, what it holds, and the Z report. */
const t = appFixture();
const cents = (decimal: string) => toCents(decimal)!;

/** A customer owing R40.00 on the book (an order on credit), with their account's id. */
const customerOwing = async (token: string, merchantId: string) =>
  (await creditOrder(t, token, merchantId, { quantity: 1 })).accountId;

describe('a shift from the float to the blind count', () => {
  it('expects float + cash in - cash out to the cent, without the card sale', async () => {
    const { token, user } = await signUpMerchant(t);
    const accountId = await customerOwing(token, user.id);
    const opened = await openShift(t, token, '100.00');
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body).toMatchObject({
      status: 'open',
      openingFloat: '100.00',
      openedBy: { id: null },
      openedAutomatically: false,
      expectedCash: '100.00',
      countedCash: null,
    });
    const shiftId = opened.body.id as string;

    const bread = await insertProduct(t.deps.db, user.id, { price: '18.00', stock: 50 });
    const cash = await ringUp(t, token, [[bread, 3]]);
    const card = await call(t.app, 'POST', '/api/pos-sales', {
      token,
      body: tillCart([[bread, 2]], { paymentMethod: 'card' }),
    });
    expect(card.status).toBe(201);
    const refund = await refundSale(t, token, cash.id, {
      lines: [{ productId: bread.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(refund.status).toBe(201);
    const payOut = await payCash(t, token, shiftId, {
      type: 'pay_out',
      amount: '20.00',
      reason: 'Bread delivery',
    });
    expect(payOut.status, JSON.stringify(payOut.body)).toBe(201);
    expect(payOut.body).toMatchObject({ shiftId, type: 'pay_out', amount: '20.00' });
    const repaid = await call(t.app, 'POST', `/api/credit-accounts/${accountId}/payments`, {
      token,
      body: { amount: '15.50', method: 'cash' },
    });
    expect(repaid.status, JSON.stringify(repaid.body)).toBe(201);

    const expected = 10_000 + cents(cash.total) - cents(refund.body.amount) - 2_000 + 1_550;
    const x = await currentShift(t, token);
    expect(x.status).toBe(200);
    expect(x.body).toMatchObject({
      id: shiftId,
      expectedCash: centsToDecimal(expected),
      totalsByMethod: { cash: cash.total, card: card.body.totalAmount, wallet: '0.00' },
      salesCount: 2,
      refunds: refund.body.amount,
      refundsCount: 1,
      payOuts: '20.00',
      payIns: '0.00',
      repayments: { cash: '15.50', card: '0.00' },
      countedCash: null,
      difference: null,
    });
    expect(x.body.cardTakings).toEqual([
      expect.objectContaining({ kind: 'sale', method: 'card', amount: card.body.totalAmount }),
    ]);
    expect(x.body.cashMovements).toEqual([
      expect.objectContaining({ reason: 'Bread delivery', by: { id: null, name: user.name } }),
    ]);

    // Counted R5.00 short: a R50 note, notes and coins for the rest.
    const counted = expected - 500;
    const fifties = Math.floor(counted / 5_000);
    const rest = counted - fifties * 5_000;
    const countedNotes = { '5000': fifties, '10': rest / 10 };
    const z = await closeShift(t, token, shiftId, {
      countedCash: centsToDecimal(counted),
      countedNotes,
    });
    expect(z.status, JSON.stringify(z.body)).toBe(200);
    expect(z.body).toMatchObject({
      status: 'closed',
      expectedCash: centsToDecimal(expected),
      countedCash: centsToDecimal(counted),
      difference: '-5.00',
      countedNotes,
      closedBy: { id: null },
    });
    const again = await closeShift(t, token, shiftId, { countedCash: '1.00' });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({ reason: 'SHIFT_CLOSED' });
    const late = await payCash(t, token, shiftId, { type: 'pay_in', amount: '1.00', reason: 'x' });
    expect(late.status).toBe(409);
    expect((await currentShift(t, token)).status).toBe(404);
    const history = await call(t.app, 'GET', '/api/shifts', { token });
    expect(history.body).toMatchObject({ total: 1, items: [{ id: shiftId, difference: '-5.00' }] });
    const read = await call(t.app, 'GET', `/api/shifts/${shiftId}`, { token });
    expect(read.body).toEqual(z.body);
  });

  it('opens a shift for a cash sale when none is open, with a zero float', async () => {
    const { token, user } = await signUpMerchant(t);
    expect((await currentShift(t, token)).status).toBe(404);
    const milk = await insertProduct(t.deps.db, user.id, { price: '22.50', stock: 5 });
    const sale = await ringUp(t, token, [[milk, 1]]);
    const x = await currentShift(t, token);
    expect(x.status).toBe(200);
    expect(x.body).toMatchObject({
      number: 1,
      openedAutomatically: true,
      openingFloat: '0.00',
      expectedCash: sale.total,
    });
    // The history's line of the open shift says what its X report says.
    const history = await call(t.app, 'GET', '/api/shifts', { token });
    expect(history.body.items[0]).toMatchObject({
      expectedCash: x.body.expectedCash,
      salesTotal: x.body.salesTotal,
      difference: null,
    });
    const second = await openShift(t, token, '50.00');
    expect(second.status).toBe(409);
    expect(second.body.error.details).toMatchObject({ reason: 'SHIFT_ALREADY_OPEN' });
  });

  it('answers another shop 404 for a shift that is not its own', async () => {
    const owner = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const shiftId = (await openShift(t, owner.token, '10.00')).body.id as string;
    expect(
      (await call(t.app, 'GET', `/api/shifts/${shiftId}`, { token: other.token })).status,
    ).toBe(404);
    const paid = await payCash(t, other.token, shiftId, {
      type: 'pay_in',
      amount: '1.00',
      reason: 'x',
    });
    expect(paid.status).toBe(404);
    expect((await closeShift(t, other.token, shiftId, { countedCash: '10.00' })).status).toBe(404);
    expect((await currentShift(t, other.token)).status).toBe(404);
  });
});
