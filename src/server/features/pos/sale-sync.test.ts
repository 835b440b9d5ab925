import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { posSales, products } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { offlineSaleBody } from '@server/test/offline-sale';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { MAX_SYNC_SALES, SyncSalesSchema } from '@shared/pos/sale-sync.schemas';
import { createSaleSyncService } from './sale-sync.service';

/** POST /api/pos-sales/sync: a phone's waiting sales in one call, each as its single send. */
const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
let receipt = 0;
/** An offline sale of `quantity` of `product` at its price, with the next receipt number. */
function sale(product: ProductRow, quantity = 1, price = 1000) {
  receipt += 1;
  return offlineSaleBody([[product, quantity, price]], {
    receiptNumber: `OFF-SYNC1-${receipt}`,
    soldAt: new Date(t.deps.clock().getTime() - 3_600_000),
  });
}
type Body = ReturnType<typeof sale>;

const sync = (sales: { key: string; sale: Body }[], token = a.token) =>
  call(t.app, 'POST', '/api/pos-sales/sync', { token, body: { sales } });
const sellOne = (body: Body, key: string, token = a.token) =>
  call(t.app, 'POST', '/api/pos-sales', { token, body, headers: { 'idempotency-key': key } });

const productOf = (merchantId: string) =>
  insertProduct(t.deps.db, merchantId, { price: '10.00', stock: 100 });
async function stockOf(id: string) {
  const [row] = await t.deps.db.select().from(products).where(eq(products.id, id));
  return row!.stock;
}
/** The stored sales of these receipt numbers (any shop). */
const stored = (bodies: Body[]) =>
  t.deps.db
    .select()
    .from(posSales)
    .where(
      inArray(
        posSales.offlineReceiptNumber,
        bodies.map((body) => body.offline.receiptNumber),
      ),
    );
const keyed = (prefix: string, bodies: Body[]) =>
  bodies.map((body, i) => ({ key: `${prefix}-${i}`, sale: body }));

describe('a phone syncing its waiting sales in one call', () => {
  it('records them in the order rung up, each once, and moves the stock', async () => {
    const milk = await productOf(a.user.id);
    const bodies = [sale(milk, 1), sale(milk, 2), sale(milk, 3)];
    const res = await sync(keyed('order', bodies));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.results as {
      key: string;
      outcome: string;
      sale: { saleNumber: string; offlineReceiptNumber: string };
    }[];
    expect(results.map((r) => [r.key, r.outcome])).toEqual([
      ['order-0', 'recorded'],
      ['order-1', 'recorded'],
      ['order-2', 'recorded'],
    ]);
    expect(results.map((r) => r.sale.offlineReceiptNumber)).toEqual(
      bodies.map((body) => body.offline.receiptNumber),
    );
    // Sale numbers follow the order sent.
    const numbers = results.map((r) => Number(r.sale.saleNumber.slice('SALE-'.length)));
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(new Set(numbers).size).toBe(3);
    expect(await stockOf(milk.id)).toBe(94);
    expect(await stored(bodies)).toHaveLength(3);
  });

  it('lands a sale once whichever way it is sent, single or in a sync, and however often', async () => {
    const bread = await productOf(a.user.id);
    const [first, second, third] = [sale(bread, 1), sale(bread, 1), sale(bread, 1)];
    const single = await sellOne(first!, 'both-0');
    expect(single.status).toBe(201);

    const res = await sync(keyed('both', [first!, second!, third!]));
    expect(res.status).toBe(200);
    const [one, two, three] = res.body.results;
    expect(one).toMatchObject({ outcome: 'already_recorded', sale: { id: single.body.id } });
    expect(two).toMatchObject({ outcome: 'recorded' });
    expect(three).toMatchObject({ outcome: 'recorded' });

    const again = await sync(keyed('both', [first!, second!, third!]));
    expect(again.body.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already_recorded',
      'already_recorded',
      'already_recorded',
    ]);
    expect(again.body.results[1].sale.id).toBe(two.sale.id);
    const resent = await sellOne(third!, 'both-2');
    expect(resent.status).toBe(201);
    expect(resent.body.id).toBe(three.sale.id);

    expect(await stored([first!, second!, third!])).toHaveLength(3);
    expect(await stockOf(bread.id)).toBe(97);
  });

  it('answers each sale: a refused one says why (as a single send would) and the rest go on', async () => {
    const sugar = await productOf(a.user.id);
    const theirs = await productOf(b.user.id);
    const good = sale(sugar, 2);
    const otherShops = sale(theirs, 1);
    const future = offlineSaleBody([[sugar, 1, 1000]], {
      receiptNumber: `OFF-SYNC1-${(receipt += 1)}`,
      soldAt: new Date(t.deps.clock().getTime() + 3 * 3_600_000),
    });
    const last = sale(sugar, 3);
    const singleFuture = await sellOne(future, 'mixed-single');

    const res = await sync([
      { key: 'mixed-0', sale: good },
      { key: 'mixed-1', sale: otherShops },
      { key: 'mixed-2', sale: future },
      { key: 'mixed-0', sale: last },
      { key: 'mixed-4', sale: last },
    ]);
    expect(res.status).toBe(200);
    const results = res.body.results;
    expect(results.map((r: { key: string; outcome: string }) => [r.key, r.outcome])).toEqual([
      ['mixed-0', 'recorded'],
      ['mixed-1', 'refused'],
      ['mixed-2', 'refused'],
      ['mixed-0', 'refused'],
      ['mixed-4', 'recorded'],
    ]);
    // Another shop's product: as if it did not exist; nothing of theirs moves.
    expect(results[1].error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    // The same refusal, status and message as the single call gives.
    expect(results[2].error).toEqual({ ...singleFuture.body.error, status: singleFuture.status });
    expect(results[2].error.status).toBe(422);
    // One key, another sale: the key's first sale stands.
    expect(results[3].error).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await stockOf(sugar.id)).toBe(95);
    expect(await stockOf(theirs.id)).toBe(100);
    expect(await stored([good, otherShops, future, last])).toHaveLength(2);
  });

  it("keeps shops apart: another shop's key names its own sale, not this one's", async () => {
    const mine = await productOf(a.user.id);
    const theirs = await productOf(b.user.id);
    const ours = sale(mine, 1);
    expect((await sync([{ key: 'shared-key', sale: ours }])).body.results[0].outcome).toBe(
      'recorded',
    );
    const theirSale = sale(theirs, 4);
    const res = await sync([{ key: 'shared-key', sale: theirSale }], b.token);
    expect(res.body.results[0]).toMatchObject({
      outcome: 'recorded',
      sale: { offlineReceiptNumber: theirSale.offline.receiptNumber },
    });
    const rows = await stored([ours, theirSale]);
    expect(rows.map((row) => row.merchantId).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(await stockOf(theirs.id)).toBe(96);
    expect(await stockOf(mine.id)).toBe(99);
  });

  it(`refuses 400 for none or more than ${MAX_SYNC_SALES} sales and a bad key, recording nothing`, async () => {
    const tea = await productOf(a.user.id);
    const many = Array.from({ length: MAX_SYNC_SALES + 1 }, () => sale(tea, 1));
    const tooMany = await sync(keyed('many', many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Send 1 to 50 sales at a time',
    });
    const none = await sync([]);
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('VALIDATION');
    const badKey = await sync([{ key: 'two words', sale: sale(tea, 1) }]);
    expect(badKey.status).toBe(400);
    expect(await stockOf(tea.id)).toBe(100);
    expect(await stored(many)).toHaveLength(0);

    const most = await sync(keyed('most', many.slice(0, MAX_SYNC_SALES)));
    expect(most.status).toBe(200);
    expect(most.body.results).toHaveLength(MAX_SYNC_SALES);
    expect(await stockOf(tea.id)).toBe(100 - MAX_SYNC_SALES);
  });

  it('lets staff who may sell sync, naming them as cashier, and refuses staff who may not', async () => {
    const soap = await productOf(a.user.id);
    const seller = await addStaff(t, a.token, { name: 'Thandi Dlamini', pin: '4826' });
    const sellerToken = await staffToken(t, a.token, seller.id, seller.pin);
    const res = await sync([{ key: 'staff-0', sale: sale(soap, 1) }], sellerToken);
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({
      outcome: 'recorded',
      sale: { cashier: { id: seller.id, name: 'Thandi Dlamini' } },
    });

    const clerk = await addStaff(t, a.token, {
      name: 'Sipho Nkosi',
      pin: '7153',
      permissions: ['take_repayments'],
    });
    const clerkToken = await staffToken(t, a.token, clerk.id, clerk.pin);
    const single = await sellOne(sale(soap, 1), 'staff-single', clerkToken);
    const refused = await sync([{ key: 'staff-1', sale: sale(soap, 1) }], clerkToken);
    expect(single.status).toBe(403);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(single.body.error);
    expect(await stockOf(soap.id)).toBe(99);
  });

  it('ends the call at a failure of ours, leaving what follows untried (it stays waiting)', async () => {
    const salt = await productOf(a.user.id);
    const service = createSaleSyncService(t.deps);
    const bodies = [sale(salt, 1), sale(salt, 1), sale(salt, 1)];
    const { sales } = SyncSalesSchema.parse({ sales: keyed('ours', bodies) });
    // The second sale fails (an unknown product), and this reader takes every failure for ours.
    sales[1]!.sale.items[0]!.productId = crypto.randomUUID();
    const shop = { merchantId: a.user.id, vatRegistered: false, paymentMethods: ['cash' as const] };
    const results = await service.sync(shop, { sales }, { staff: null }, () => ({
      code: 'UNAVAILABLE',
      message: 'The database is restarting. Please try again shortly.',
      status: 503,
    }));
    expect(results.map((r) => [r.key, r.outcome])).toEqual([
      ['ours-0', 'recorded'],
      ['ours-1', 'refused'],
    ]);
    expect(await stockOf(salt.id)).toBe(99);
    expect(await stored(bodies)).toHaveLength(1);
  });
});
