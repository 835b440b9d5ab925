import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, posSales, staffApprovals } from '@server/db/schema/index';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { addStaff, approval, staffToken } from '@server/test/shop-staff';
import { sha256 } from '@server/lib/crypto';
import { call } from '@server/test/test-app';
import { tillCart } from '@server/test/trading';

const t = appFixture();
const shop = merchantFixture(t);
let product: { id: string; price: string };
let cashier: { id: string; token: string };
let manager: { id: string; pin: string };
let customerId: string;

beforeAll(async () => {
  product = await insertProduct(t.deps.db, shop.user.id, { price: '10.00', stock: 500 });
  const person = await addStaff(t, shop.token, { name: 'Lerato Mokoena', pin: '2580' });
  cashier = { id: person.id, token: await staffToken(t, shop.token, person.id, '2580') };
  manager = await addStaff(t, shop.token, { name: 'Bongani Zulu', role: 'manager', pin: '7391' });
  customerId = (await insertCustomer(t.deps.db, shop.user.id)).id;
  const account = await call(t.app, 'POST', '/api/credit-accounts', {
    token: shop.token,
    body: { customerId, creditLimit: '500.00', status: 'active' },
  });
  expect(account.status).toBe(201);
});

const sell = (token: string, extra: Record<string, unknown> = {}, headers = {}) =>
  call(t.app, 'POST', '/api/pos-sales', {
    token,
    body: tillCart([[product, 1]], extra),
    headers,
  });
const onCredit = () => ({ paymentMethod: 'credit', customerId });
const refusal = (answer: { body: { error: { details?: unknown } } }) => answer.body.error.details;

describe('a cashier at the till', () => {
  it('sells for cash; the sale keeps the cashier and the list shows and filters by them', async () => {
    const sold = await sell(cashier.token);
    expect(sold.status).toBe(201);
    expect(sold.body.cashier).toEqual({ id: cashier.id, name: 'Lerato Mokoena' });
    await sell(shop.token);
    const mine = await call(t.app, 'GET', `/api/pos-sales?cashierId=${cashier.id}`, {
      token: shop.token,
    });
    expect(mine.body.items.map((s: { id: string }) => s.id)).toEqual([sold.body.id]);
    const owners = await call(t.app, 'GET', '/api/pos-sales?cashierId=owner', {
      token: shop.token,
    });
    expect(owners.body.items.every((s: { cashier: unknown }) => s.cashier === null)).toBe(true);
    expect(owners.body.total).toBeGreaterThan(0);
    const receipt = await t.app.inject({ url: `/r/${sold.body.receiptToken}` });
    expect(receipt.body).toContain('Served by Lerato');
    expect(receipt.body).not.toContain('Mokoena');
  });

  it('gets 403 STAFF_PERMISSION for what only the owner does', async () => {
    const token = cashier.token;
    const tries = [
      call(t.app, 'GET', '/api/shop-staff', { token }),
      call(t.app, 'POST', '/api/shop-staff', {
        token,
        body: { name: 'X', role: 'cashier', pin: '2580' },
      }),
      call(t.app, 'PUT', '/api/shop-settings', { token, body: { vatRegistered: false } }),
      call(t.app, 'POST', '/api/micro-lending/apply', {
        token,
        body: { loanType: 'float_credit', amount: '500' },
      }),
      call(t.app, 'POST', '/api/vas/float-deposits', { token, body: { amount: '100' } }),
      call(t.app, 'GET', '/api/analytics/smart-dashboard', { token }),
      call(t.app, 'GET', '/api/auth/devices', { token }),
      call(t.app, 'PUT', '/api/shop-staff/owner-pin', { token, body: { pin: '8642' } }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status).toBe(403);
      expect(refusal(answer)).toEqual({ reason: 'STAFF_PERMISSION', permission: null });
    }
    const read = await call(t.app, 'GET', '/api/shop-settings', { token });
    expect(read.status).toBe(200);
  });

  it('needs an approval for a credit sale: 403 naming give_credit, nothing sold', async () => {
    const before = await t.deps.db.$count(posSales);
    const refused = await sell(cashier.token, onCredit());
    expect(refused.status).toBe(403);
    expect(refusal(refused)).toEqual({ reason: 'STAFF_PERMISSION', permission: 'give_credit' });
    expect(await t.deps.db.$count(posSales)).toBe(before);
  });

  it("sells on credit with a manager's approval, once; the approval records its use", async () => {
    const token = await approval(t, cashier.token, {
      approverId: manager.id,
      pin: manager.pin,
      action: 'give_credit',
    });
    const sold = await sell(cashier.token, onCredit(), { 'approval-token': token });
    expect(sold.status).toBe(201);
    const [charge] = await t.deps.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.posSaleId, sold.body.id));
    expect(charge!.staffId).toBe(cashier.id);
    const [used] = await t.deps.db
      .select()
      .from(staffApprovals)
      .where(eq(staffApprovals.usedFor, `pos_sale:${sold.body.id}`));
    expect(used).toMatchObject({
      askedBy: cashier.id,
      approvedBy: manager.id,
      action: 'give_credit',
    });
    const again = await sell(cashier.token, onCredit(), { 'approval-token': token });
    expect(again.status).toBe(403);
    expect(refusal(again)).toEqual({ reason: 'APPROVAL_INVALID' });
  });

  it('answers a retried sale (same Idempotency-Key) with its first result, its approval already used', async () => {
    const noPin = await call(t.app, 'POST', '/api/shop-staff/approvals', {
      token: cashier.token,
      body: { approverId: shop.user.id, pin: '8642', action: 'give_credit' },
    });
    expect(refusal(noPin)).toEqual({ reason: 'OWNER_PIN_NOT_SET' });
    const pinSet = await call(t.app, 'PUT', '/api/shop-staff/owner-pin', {
      token: shop.token,
      body: { pin: '8642' },
    });
    expect(pinSet.status).toBe(200);
    const owners = await approval(t, cashier.token, {
      approverId: shop.user.id,
      pin: '8642',
      action: 'give_credit',
    });
    const headers = { 'approval-token': owners, 'idempotency-key': 'staff-credit-retry-1' };
    const first = await sell(cashier.token, onCredit(), headers);
    const retry = await sell(cashier.token, onCredit(), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
  });

  it('refuses an approval for another action, an expired one and a cashier approver', async () => {
    const discount = await approval(t, cashier.token, {
      approverId: manager.id,
      pin: manager.pin,
      action: 'give_discounts',
    });
    const wrongAction = await sell(cashier.token, onCredit(), { 'approval-token': discount });
    expect(refusal(wrongAction)).toEqual({ reason: 'APPROVAL_INVALID' });
    const late = await approval(t, cashier.token, {
      approverId: manager.id,
      pin: manager.pin,
      action: 'give_credit',
    });
    await t.deps.db
      .update(staffApprovals)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffApprovals.tokenHash, sha256(late)));
    const expired = await sell(cashier.token, onCredit(), { 'approval-token': late });
    expect(refusal(expired)).toEqual({ reason: 'APPROVAL_INVALID' });
    const byCashier = await call(t.app, 'POST', '/api/shop-staff/approvals', {
      token: cashier.token,
      body: { approverId: cashier.id, pin: '2580', action: 'give_credit' },
    });
    expect(byCashier.status).toBe(403);
  });

  it('needs give_discounts for a discount, and records offline sales under their cashierId', async () => {
    const discounted = await sell(cashier.token, { discount: { kind: 'amount', amount: '1.00' } });
    expect(refusal(discounted)).toEqual({
      reason: 'STAFF_PERMISSION',
      permission: 'give_discounts',
    });
    const offline = {
      receiptNumber: 'OFF-STAFF1-1',
      soldAt: new Date(Date.now() - 60_000).toISOString(),
      vatPercent: 15,
      cashierId: cashier.id,
    };
    const synced = await sell(shop.token, { offline });
    expect(synced.status).toBe(201);
    expect(synced.body.cashier).toEqual({ id: cashier.id, name: 'Lerato Mokoena' });
    const foreign = await sell(shop.token, {
      offline: { ...offline, receiptNumber: 'OFF-STAFF1-2', cashierId: customerId },
    });
    expect(foreign.status).toBe(404);
  });
});
