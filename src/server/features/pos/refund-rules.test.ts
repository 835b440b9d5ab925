import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { approval, cashierAndManager } from '@server/test/shop-staff';
import { ringUp, setClock } from '@server/test/trading';
import { refundSale, saleOf } from '@server/test/refunds';
import { VOID_WINDOW_MINUTES } from '@shared/pos/refund.schemas';

/** Who may refund, the void window, and refunds racing for the same units. */
const t = appFixture();
const m = merchantFixture(t);
let cashier: { id: string; token: string };
let manager: { id: string; name: string; pin: string; token: string };

beforeAll(async () => {
  ({ cashier, manager } = await cashierAndManager(t, m.token));
});

async function saleOfTwo() {
  const p = await insertProduct(t.deps.db, m.user.id, { price: '10.00', stock: 100 });
  const sale = await ringUp(t, m.token, [[p, 2]]);
  return { sale, p, one: { lines: [{ productId: p.id, quantity: 1 }], reason: 'returned' } };
}

describe('who refunds', () => {
  it('refuses a cashier 403 STAFF_PERMISSION, then refunds with an approval, recording both', async () => {
    const { sale, one } = await saleOfTwo();
    const refused = await refundSale(t, cashier.token, sale.id, one);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({
      reason: 'STAFF_PERMISSION',
      permission: 'refund',
    });
    const forged = await refundSale(t, cashier.token, sale.id, one, {
      'approval-token': 'x'.repeat(43),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.details).toMatchObject({ reason: 'APPROVAL_INVALID' });
    const token = await approval(t, cashier.token, {
      approverId: manager.id,
      pin: manager.pin,
      action: 'refund',
    });
    const refunded = await refundSale(t, cashier.token, sale.id, one, { 'approval-token': token });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.refundedBy).toMatchObject({ id: cashier.id, name: 'Lerato Mokoena' });
    expect(refunded.body.approvedBy).toEqual({ id: manager.id, name: manager.name });
    const reused = await refundSale(t, cashier.token, sale.id, one, { 'approval-token': token });
    expect(reused.status).toBe(403);
  });

  it('lets a manager refund without an approval', async () => {
    const { sale, one } = await saleOfTwo();
    const refunded = await refundSale(t, manager.token, sale.id, one);
    expect(refunded.status).toBe(201);
    expect(refunded.body).toMatchObject({ refundedBy: { id: manager.id }, approvedBy: null });
  });
});

describe('a void', () => {
  it('undoes the whole sale within the window', async () => {
    const { sale, p } = await saleOfTwo();
    const partial = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'void',
    });
    expect(partial.status).toBe(422);
    expect(partial.body.error.details).toMatchObject({ reason: 'VOID_WINDOW_PASSED' });
    const voided = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 2 }],
      reason: 'void',
    });
    expect(voided.status).toBe(201);
    expect((await saleOf(t, m.token, sale.id)).status).toBe('refunded');
  });

  it('is refused once the window has passed', async () => {
    const { sale, p } = await saleOfTwo();
    await setClock(
      t,
      new Date(
        Date.parse((await saleOf(t, m.token, sale.id)).createdAt as string) +
          (VOID_WINDOW_MINUTES + 1) * 60_000,
      ).toISOString(),
    );
    const late = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 2 }],
      reason: 'void',
    });
    expect(late.status).toBe(422);
    expect(late.body.error.details).toMatchObject({ reason: 'VOID_WINDOW_PASSED' });
  });
});

describe('refunds racing', () => {
  it('10 parallel refunds of one unit of a line sold twice: exactly 2 succeed', async () => {
    const { sale, one } = await saleOfTwo();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refundSale(t, m.token, sale.id, one)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, ...Array<number>(8).fill(422)]);
    const after = await saleOf(t, m.token, sale.id);
    expect(after).toMatchObject({ status: 'refunded', refundedAmount: '23.00' });
    expect(after.refunds).toHaveLength(2);
  });
});
