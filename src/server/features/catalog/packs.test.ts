import { describe, expect, it } from 'vitest';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { catalogCalls, movements } from './catalog-test-helpers';
import { baseAndPack, readProduct } from './pack-test-helpers';

const t = appFixture();
const m = merchantFixture(t);
const other = merchantFixture(t);
const api = () => catalogCalls(t, m.token);

describe('packs: a product sold from another product’s stock', () => {
  it('takes its stock (whole packs) and cost (units x the unit cost) from its base, and follows it', async () => {
    const { single, pack } = await baseAndPack(
      t,
      m.token,
      { name: 'Coke 330ml', price: '12.00', stock: 24 },
      { name: 'Coke 330ml case of 24', price: '250.00', packUnits: 24 },
    );
    expect(pack).toMatchObject({ stock: 1, costPrice: '216.00', packOf: single.id, packUnits: 24 });
    const before = await readProduct(t, m.token, pack.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await api().adjust(single.id, 25)).status).toBe(200);
    const after = await readProduct(t, m.token, pack.id);
    expect(after.stock).toBe(2); // 49 units
    // The till's catalogue sync sees the pack move with its base.
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const since = `?updatedSince=${encodeURIComponent(before.updatedAt)}`;
    const listed = (await api().list(since)).body as { items: { id: string }[] };
    expect(listed.items.map((p) => p.id)).toContain(pack.id);

    const cost = await api().update(single.id, { costPrice: '10.00' });
    expect(cost.status).toBe(200);
    expect((await readProduct(t, m.token, pack.id)).costPrice).toBe('240.00');
    // Its units change: stock and cost follow at once.
    const units = await api().update(pack.id, { packUnits: 6 });
    expect(units.body).toMatchObject({ stock: 8, costPrice: '60.00', packUnits: 6 });
    expect(await movements(t, pack.id)).toEqual([]);
  });

  it('refuses setting a pack’s stock directly: at creation, in an edit and by an adjustment', async () => {
    const { single, pack } = await baseAndPack(
      t,
      m.token,
      { name: 'Eggs', price: '3.00', stock: 30 },
      { name: 'Eggs pack of 6', price: '17.00', packUnits: 6 },
    );
    const created = await api().create({
      name: 'Eggs tray',
      price: '80.00',
      stock: 3,
      packOf: single.id,
      packUnits: 30,
    });
    expect(created.status).toBe(422);
    expect(created.body.error.details.reason).toBe('PACK_STOCK');
    expect(created.body.error.message).toBe(
      "A pack's stock comes from Eggs: change the stock of Eggs",
    );
    const edited = await api().update(pack.id, {
      stock: 9,
      version: pack.version,
    });
    expect(edited.status).toBe(422);
    expect(edited.body.error.details.reason).toBe('PACK_STOCK');
    const adjusted = await api().adjust(pack.id, 2);
    expect(adjusted.status).toBe(422);
    expect(adjusted.body.error.details.reason).toBe('PACK_STOCK');
    expect((await readProduct(t, m.token, single.id)).stock).toBe(30);
  });

  it('refuses a pack of a pack, of itself, of another shop’s product, and a product with packs made a pack', async () => {
    const { single, pack } = await baseAndPack(
      t,
      m.token,
      { name: 'Simba chips', price: '8.00', stock: 12 },
      { name: 'Simba chips box of 12', price: '90.00', packUnits: 12 },
    );
    const ofPack = await api().create({
      name: 'Box of boxes',
      price: '900',
      packOf: pack.id,
      packUnits: 10,
    });
    expect(ofPack.status).toBe(422);
    expect(ofPack.body.error.details.reason).toBe('PACK_OF_PACK');
    const itself = await api().update(pack.id, { packOf: pack.id });
    expect(itself.status).toBe(422);
    expect(itself.body.error.details.reason).toBe('PACK_OF_ITSELF');
    const loose = await api().product({ name: 'Simba single', stock: 0 });
    const baseMadePack = await api().update(single.id, { packOf: loose.id, packUnits: 2 });
    expect(baseMadePack.status).toBe(422);
    expect(baseMadePack.body.error.details.reason).toBe('PRODUCT_HAS_PACKS');
    const stocked = await api().product({ name: 'Lays', stock: 4 });
    const withStock = await api().update(stocked.id, { packOf: loose.id, packUnits: 2 });
    expect(withStock.status).toBe(422);
    expect(withStock.body.error.details.reason).toBe('PACK_OWN_STOCK');
    const noUnits = await api().update(loose.id, { packOf: single.id });
    expect(noUnits.status).toBe(422);

    const theirs = await catalogCalls(t, other.token).product({ name: 'Their bread', stock: 10 });
    const foreign = await api().create({
      name: 'Bread x2',
      price: '30',
      packOf: theirs.id,
      packUnits: 2,
    });
    expect(foreign.status).toBe(404);
    const foreignEdit = await api().update(loose.id, { packOf: theirs.id, packUnits: 2 });
    expect(foreignEdit.status).toBe(404);
  });

  it('a pack made a single product again starts at 0 stock of its own', async () => {
    const { pack } = await baseAndPack(
      t,
      m.token,
      { name: 'Milk 1L', price: '20.00', stock: 12 },
      { name: 'Milk 1L x6', price: '110.00', packUnits: 6 },
    );
    const single = await api().update(pack.id, { packOf: null });
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ packOf: null, packUnits: null, stock: 0 });
  });
});
