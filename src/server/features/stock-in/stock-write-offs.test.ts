import { describe, expect, it } from 'vitest';
import { STOCK_IN_MESSAGES } from '@shared/stock-in/stock-in.schemas';
import { addDays, DAY_MS, johannesburgDate } from '@shared/time/johannesburg';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';
import { stockInCalls } from './stock-in-test-helpers';

const t = appFixture();

async function shop() {
  const m = await signUpMerchant(t);
  return { token: m.token, id: m.user.id as string, calls: stockInCalls(t, m.token) };
}

const today = () => johannesburgDate(t.deps.clock());
describe('expiring stock and write-offs', () => {
  it('lists expiring batches and raises expiry alerts until they are written off', async () => {
    const s = await shop();
    const bread = await insertProduct(t.deps.db, s.id, {
      name: 'Bread',
      stock: 0,
      price: '18.00',
      lowStockThreshold: 0,
    });
    const soon = addDays(today(), 3);
    const later = addDays(today(), 60);
    await s.calls.received({
      lines: [
        {
          productId: bread.id,
          quantity: 4,
          unitCost: '11',
          expiryDate: soon,
          dateMark: 'best_before',
        },
        {
          productId: bread.id,
          quantity: 6,
          unitCost: '11',
          expiryDate: later,
          dateMark: 'best_before',
        },
      ],
    });
    const expiring = await s.calls.expiring(30);
    expect(expiring.body).toEqual([
      expect.objectContaining({
        productId: bread.id,
        productName: 'Bread',
        quantity: 4,
        expiryDate: soon,
        dateMark: 'best_before',
        daysLeft: 3,
        valueAtCost: '44.00',
      }),
    ]);
    expect((await s.calls.expiring(90)).body).toHaveLength(2);
    expect((await s.calls.alerts()).body).toEqual([
      expect.objectContaining({
        alertType: 'expiring_soon',
        productName: 'Bread',
        message: `4 of Bread expire on ${soon}`,
      }),
    ]);
    t.advance(4 * DAY_MS);
    expect((await s.calls.alerts()).body).toMatchObject([
      { alertType: 'expired_stock', message: `4 of Bread expired on ${soon}` },
    ]);
    const [batch] = (await s.calls.expiring(1)).body as { batchId: string; daysLeft: number }[];
    expect(batch!.daysLeft).toBe(-1);
    expect(
      (
        await s.calls.writeOff(bread.id, {
          quantity: 4,
          reason: 'expired',
          batchId: batch!.batchId,
        })
      ).status,
    ).toBe(201);
    expect((await s.calls.alerts()).body).toEqual([]);
  });

  it('reports write-offs with totals by reason', async () => {
    const s = await shop();
    const tin = await insertProduct(t.deps.db, s.id, {
      name: 'Beans Tin',
      stock: 0,
      price: '14.00',
    });
    await s.calls.received({ lines: [{ productId: tin.id, quantity: 10, unitCost: '7.50' }] });
    expect((await s.calls.writeOff(tin.id, { quantity: 2, reason: 'damaged' })).status).toBe(201);
    expect(
      (await s.calls.writeOff(tin.id, { quantity: 1, reason: 'stolen', note: 'Shelf' })).status,
    ).toBe(201);
    expect(
      (await s.calls.writeOff(tin.id, { quantity: 0, reason: 'damaged' })).body.error.message,
    ).toContain(STOCK_IN_MESSAGES.writeOffQuantity);
    expect(
      (await s.calls.writeOff(tin.id, { quantity: 1, reason: 'lost' })).body.error.message,
    ).toContain(STOCK_IN_MESSAGES.writeOffReason);
    const report = await call(
      t.app,
      'GET',
      `/api/stock/write-offs?from=${addDays(today(), -1)}&to=${today()}`,
      { token: s.token },
    );
    expect(report.body).toMatchObject({
      totals: [
        { reason: 'damaged', quantity: 2, valueAtCost: '15.00' },
        { reason: 'stolen', quantity: 1, valueAtCost: '7.50' },
      ],
      totalValueAtCost: '22.50',
    });
    expect(report.body.writeOffs).toHaveLength(2);
    expect((await s.calls.product(tin.id)).stock).toBe(7);
    const other = await shop();
    expect((await other.calls.writeOff(tin.id, { quantity: 1, reason: 'damaged' })).status).toBe(
      404,
    );
    const bad = await call(t.app, 'GET', '/api/stock/expiring?days=0', { token: s.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(STOCK_IN_MESSAGES.daysRange);
  });
});
