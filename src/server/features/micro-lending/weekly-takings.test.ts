import { afterEach, describe, expect, it } from 'vitest';
import { insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { ringUp, setClock } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';
import { DAY_MS } from '@shared/time/johannesburg';
import { weeklyTakings } from './micro-lending.queries';

/** The lending limit grows from till takings net of refunds. */
const t = appFixture();
const m = merchantFixture(t);
const merchantId = () => m.user.id as string;
afterEach(() => setClock(t, new Date().toISOString()));

describe('weekly takings', () => {
  it('takes a fully refunded sale off the weekly takings the lending limit grows from', async () => {
    setClock(t, '2026-06-03T08:00:00Z');
    const p = await insertProduct(t.deps.db, merchantId(), { price: '100.00', stock: 50 });
    const kept = await ringUp(t, m.token, [[p, 1]]);
    const undone = await ringUp(t, m.token, [[p, 2]]);
    await refundSale(t, m.token, undone.id, {
      lines: [{ productId: p.id, quantity: 2 }],
      reason: 'wrong_item',
    });
    const now = new Date(Date.parse('2026-06-03T08:00:00Z') + 2 * DAY_MS);
    const weeks = await weeklyTakings(t.deps.db, merchantId(), now);
    expect(weeks[0]).toBe(Math.round(Number(kept.total) * 100));
  });
});
