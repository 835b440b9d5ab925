import { describe, expect, it } from 'vitest';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { lineOf, shelf, stockTakeCalls } from './stock-take-test-helpers';

const t = appFixture();
const shop = merchantFixture(t);
const other = merchantFixture(t);
const owner = () => stockTakeCalls(t, shop.token);

describe('starting a stock take', () => {
  it('lines every active product in scope, uncounted, expecting the current stock', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [10, 3]);
    const res = await owner().start({ categoryId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'counting',
      categoryId,
      totalLines: 2,
      countedLines: 0,
      startedBy: { id: null, name: shop.user.name },
    });
    expect(lineOf(res.body, products[0]!.id)).toMatchObject({
      expected: 10,
      counted: null,
      difference: null,
      differenceValue: null,
    });
    const listed = await owner().list();
    expect(listed.body[0].id).toBe(res.body.id);
  });

  it('refuses a second open count of the same products (409 naming the open one)', async () => {
    const { categoryId } = await shelf(t, shop.user.id, [1]);
    const first = await owner().started(categoryId);
    const second = await owner().start({ categoryId });
    expect(second.status).toBe(409);
    expect(second.body.error.details).toEqual({ reason: 'STOCK_TAKE_OPEN', stockTakeId: first.id });
    expect((await owner().status(first.id, 'cancelled')).status).toBe(200);
    expect((await owner().start({ categoryId })).status).toBe(201);
  });

  it('answers another shop’s category, stock take and counts with 404', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [5]);
    const take = await owner().started(categoryId);
    const theirs = stockTakeCalls(t, other.token);
    expect((await theirs.start({ categoryId })).status).toBe(404);
    expect((await theirs.get(take.id)).status).toBe(404);
    expect((await theirs.count(take.id, [[products[0]!.id, 1]])).status).toBe(404);
    expect((await theirs.apply(take.id)).status).toBe(404);
    expect((await theirs.status(take.id, 'cancelled')).status).toBe(404);
  });
});

describe('counting', () => {
  it('adds counts from two phones up, and takes a miscount back', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [10]);
    const id = products[0]!.id;
    const take = await owner().started(categoryId);
    const m = await addStaff(t, shop.token, { name: 'Thabo Nkosi', role: 'manager', pin: '7391' });
    const phone2 = stockTakeCalls(t, await staffToken(t, shop.token, m.id, '7391'));
    await owner().count(take.id, [[id, 4]]);
    const res = await phone2.count(take.id, [
      [id, 3],
      [id, 1],
    ]);
    expect(res.status).toBe(200);
    expect(lineOf(res.body, id)).toMatchObject({ expected: 10, counted: 8, difference: -2 });
    expect(res.body.lines[0].differenceValue).toBe('-24.00');
    expect(res.body.countedBy.map((p: { name: string }) => p.name).sort()).toEqual(
      [shop.user.name, 'Thabo Nkosi'].sort(),
    );
    const back = await owner().count(take.id, [[id, -1]]);
    expect(lineOf(back.body, id).counted).toBe(7);
  });

  it('loses no count when phones post at once', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [0, 0]);
    const take = await owner().started(categoryId);
    const posts = Array.from({ length: 12 }, (_, i) =>
      owner().count(take.id, [[products[i % 2]!.id, 1]]),
    );
    expect((await Promise.all(posts)).map((r) => r.status)).toEqual(Array(12).fill(200));
    const read = await owner().get(take.id);
    expect(products.map((p) => lineOf(read.body, p.id).counted)).toEqual([6, 6]);
  });

  it('refuses a product outside the scope and a count below 0 with 422, changing nothing', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [2]);
    const outside = await shelf(t, shop.user.id, [2]);
    const take = await owner().started(categoryId);
    const id = products[0]!.id;
    await owner().count(take.id, [[id, 2]]);
    const foreign = await owner().count(take.id, [
      [id, 1],
      [outside.products[0]!.id, 1],
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details.reason).toBe('NOT_IN_STOCK_TAKE');
    const below = await owner().count(take.id, [[id, -3]]);
    expect(below.status).toBe(422);
    expect(below.body.error.details.reason).toBe('COUNT_BELOW_ZERO');
    expect(below.body.error.message).toContain(products[0]!.name);
    expect(lineOf((await owner().get(take.id)).body, id).counted).toBe(2);
    const zero = await owner().count(take.id, [[id, 0]]);
    expect(zero.status).toBe(400);
    expect(zero.body.error.details.issues[0].field).toBe('counts.0.quantity');
  });

  it('takes no counts while paused; continues; refuses counts once cancelled', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [2]);
    const take = await owner().started(categoryId);
    const id = products[0]!.id;
    expect((await owner().status(take.id, 'paused')).body.status).toBe('paused');
    const paused = await owner().count(take.id, [[id, 1]]);
    expect(paused.status).toBe(409);
    expect(paused.body.error.details).toEqual({ reason: 'STOCK_TAKE_CLOSED', status: 'paused' });
    expect((await owner().status(take.id, 'counting')).body.status).toBe('counting');
    expect((await owner().count(take.id, [[id, 1]])).status).toBe(200);
    expect((await owner().status(take.id, 'cancelled')).body.status).toBe('cancelled');
    const closed = await owner().count(take.id, [[id, 1]]);
    expect(closed.status).toBe(409);
    expect(closed.body.error.details.reason).toBe('STOCK_TAKE_CLOSED');
    expect((await owner().status(take.id, 'counting')).status).toBe(409);
  });

  it('is refused to staff without change_stock (403), allowed with it', async () => {
    const { categoryId } = await shelf(t, shop.user.id, [1]);
    const c = await addStaff(t, shop.token, { name: 'Lerato Dlamini', pin: '2580' });
    const cashier = stockTakeCalls(t, await staffToken(t, shop.token, c.id, '2580'));
    const refused = await cashier.start({ categoryId });
    expect(refused.status).toBe(403);
    expect((await cashier.list()).status).toBe(403);
    const m = await addStaff(t, shop.token, {
      name: 'Sipho Mthembu',
      role: 'manager',
      pin: '8142',
    });
    const manager = stockTakeCalls(t, await staffToken(t, shop.token, m.id, '8142'));
    const started = await manager.start({ categoryId });
    expect(started.status).toBe(201);
    expect(started.body.startedBy).toEqual({ id: m.id, name: 'Sipho Mthembu' });
  });
});
