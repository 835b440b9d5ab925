import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { approval, cashierAndManager } from '@server/test/shop-staff';
import { offlineSaleBody } from '@server/test/offline-sale';
import { closeShift, currentShift, openShift, payCash } from '@server/test/shifts';

/** Who may pay in and out and close; one open shift whatever the race; offline sales' shift. */
const t = appFixture();
const m = merchantFixture(t);
let cashier: { id: string; token: string };
let manager: { id: string; name: string; pin: string; token: string };

beforeAll(async () => {
  ({ cashier, manager } = await cashierAndManager(t, m.token));
});

const bread = { type: 'pay_out', amount: '20.00', reason: 'Bread delivery' };

describe('staff at the drawer', () => {
  it('refuses a cashier a pay-out 403, then takes it with a manager’s approval', async () => {
    const opened = await openShift(t, cashier.token, '100.00');
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.openedBy).toEqual({ id: cashier.id, name: 'Lerato Mokoena' });
    const shiftId = opened.body.id as string;
    const refused = await payCash(t, cashier.token, shiftId, bread);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({
      reason: 'STAFF_PERMISSION',
      permission: 'manage_cash',
    });
    const token = await approval(t, cashier.token, {
      approverId: manager.id,
      pin: manager.pin,
      action: 'manage_cash',
    });
    const approved = await payCash(t, cashier.token, shiftId, bread, { 'approval-token': token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.by).toEqual({ id: cashier.id, name: 'Lerato Mokoena' });
    const reused = await payCash(t, cashier.token, shiftId, bread, { 'approval-token': token });
    expect(reused.status).toBe(403);
    const byManager = await payCash(t, manager.token, shiftId, { ...bread, type: 'pay_in' });
    expect(byManager.status).toBe(201);
    const x = (await currentShift(t, cashier.token)).body;
    expect(x).toMatchObject({ expectedCash: '100.00', payIns: '20.00', payOuts: '20.00' });

    // The cashier closes their own shift with `sell`.
    const closed = await closeShift(t, cashier.token, shiftId, { countedCash: '100.00' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ difference: '0.00', closedBy: { id: cashier.id } });
  });

  it('lets a cashier close only their own shift; the owner closes any', async () => {
    const shiftId = (await openShift(t, manager.token, '0.00')).body.id as string;
    const refused = await closeShift(t, cashier.token, shiftId, { countedCash: '0.00' });
    expect(refused.status).toBe(403);
    const closed = await closeShift(t, m.token, shiftId, { countedCash: '0.00' });
    expect(closed.status).toBe(200);
  });

  it('lands an offline sale in the shift open on the phone, and in the open one once closed', async () => {
    const milk = await insertProduct(t.deps.db, m.user.id, { price: '20.00', stock: 50 });
    const first = (await openShift(t, m.token, '0.00')).body.id as string;
    const soldAt = new Date(t.deps.clock().getTime() - 60_000);
    const sell = (receiptNumber: string, shiftId: string) => {
      const body = offlineSaleBody([[milk, 1, 2_000]], { receiptNumber, soldAt, vatPercent: 0 });
      const offline = { ...body.offline, shiftId };
      return call(t.app, 'POST', '/api/pos-sales', { token: m.token, body: { ...body, offline } });
    };
    expect((await sell('OFF-SHIFT-1', first)).status).toBe(201);
    expect((await currentShift(t, m.token)).body.expectedCash).toBe('20.00');
    await closeShift(t, m.token, first, { countedCash: '20.00' });
    const next = (await openShift(t, m.token, '5.00')).body.id as string;
    expect((await sell('OFF-SHIFT-2', first)).status).toBe(201);
    const read = (id: string) => call(t.app, 'GET', `/api/shifts/${id}`, { token: m.token });
    expect((await read(first)).body).toMatchObject({ expectedCash: '20.00', salesCount: 1 });
    expect((await read(next)).body).toMatchObject({ expectedCash: '25.00', salesCount: 1 });
  });
});

describe('one open shift per drawer', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ ...t.deps, caches: null });
  });
  afterAll(() => other.close());

  it('two servers opening at once make exactly one open shift; the other gets 409', async () => {
    const { token } = await signUpMerchant(t);
    const body = { openingFloat: '50.00' };
    const answers = await Promise.all([
      call(t.app, 'POST', '/api/shifts', { token, body }),
      call(other, 'POST', '/api/shifts', { token, body }),
      call(t.app, 'POST', '/api/shifts', { token, body }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const history = await call(t.app, 'GET', '/api/shifts', { token });
    expect(history.body.total).toBe(1);
  });
});
