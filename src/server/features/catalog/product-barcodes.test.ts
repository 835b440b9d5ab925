import { describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '@shared/catalog/barcode';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { rowCounts } from '@server/test/row-counts';
import { call } from '@server/test/test-app';
import { catalogCalls } from './catalog-test-helpers';

const t = appFixture();
const shop = merchantFixture(t);
const other = merchantFixture(t);
const api = () => catalogCalls(t, shop.token);

let serial = 100_000;
/** A fresh EAN-13 with a right check digit, unique within this file. */
function ean13() {
  serial += 1;
  const body = `600100${serial}`;
  return `${body}${gtinCheckDigit(body)}`;
}

describe('barcodes on products', () => {
  it('are stored with the product and carried by every product answer', async () => {
    const [code, shopCode] = [ean13(), 'LOOSE42'];
    const created = await api().product({
      name: 'Sunfoil 750ml',
      barcodes: [code, ` ${shopCode} `],
    });
    expect(created.barcodes).toEqual([code, shopCode]);
    const read = await call(t.app, 'GET', `/api/products/${created.id}`, { token: shop.token });
    expect(read.body.barcodes).toEqual([code, shopCode]);
    const listed = await api().list('?pageSize=500');
    const item = listed.body.items.find((p: { id: string }) => p.id === created.id);
    expect(item.barcodes).toEqual([code, shopCode]);
  });

  it('look-up by code answers exactly the product having it; search matches a code exactly', async () => {
    const code = ean13();
    const product = await api().product({ name: 'Sunfoil 2L', barcodes: [code] });
    const found = await api().list(`?barcode=${code}`);
    expect(found.body.items.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect((await api().list(`?barcode=${ean13()}`)).body.items).toEqual([]);
    const searched = await api().list(`?search=${code}`);
    expect(searched.body.items.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect((await api().list(`?search=${code.slice(0, 8)}`)).body.items).toEqual([]);
    // Another shop does not see it.
    const theirs = await catalogCalls(t, other.token).list(`?barcode=${code}`);
    expect(theirs.body.items).toEqual([]);
  });

  it('are unique in a shop (409 naming the product) and shared across shops', async () => {
    const code = ean13();
    const first = await api().product({ name: 'Albany White 700g', barcodes: [code] });
    const before = await rowCounts(t.deps.db);
    const again = await api().create({ name: 'Albany Brown', price: '18', barcodes: [code] });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual({
      reason: 'BARCODE_TAKEN',
      barcode: code,
      productId: first.id,
      productName: 'Albany White 700g',
    });
    expect(again.body.error.message).toContain('Albany White 700g');
    expect(await rowCounts(t.deps.db)).toEqual(before);

    const second = await api().product({ name: 'Albany Brown' });
    const edit = await api().update(second.id, { barcodes: [code] });
    expect(edit.status).toBe(409);
    expect(edit.body.error.details.productId).toBe(first.id);

    const elsewhere = await catalogCalls(t, other.token).create({
      name: 'Albany White',
      price: '17',
      barcodes: [code],
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses a wrong check digit with 400 naming the field', async () => {
    const code = ean13();
    const wrong = `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`;
    const res = await api().create({ name: 'Iwisa', price: '40', barcodes: ['LOOSE7', wrong] });
    expect(res.status).toBe(400);
    expect(res.body.error.details.issues[0]).toMatchObject({ field: 'barcodes.1' });
  });

  it('an edit replaces the set and moves the version, so a catalogue sync sees it', async () => {
    const [a, b] = [ean13(), ean13()];
    const product = await api().product({ name: 'Lucky Star', barcodes: [a] });
    const since = product.updatedAt as string;
    const edited = await api().update(product.id, { barcodes: [b, a], version: product.version });
    expect(edited.status).toBe(200);
    expect(edited.body.barcodes).toEqual([b, a]);
    expect(edited.body.version).toBeGreaterThan(product.version);
    const synced = await api().list(`?updatedSince=${encodeURIComponent(since)}&pageSize=500`);
    expect(synced.body.items.map((p: { id: string }) => p.id)).toContain(product.id);
    const cleared = await api().update(product.id, { barcodes: [] });
    expect(cleared.body.barcodes).toEqual([]);
    // A code given up is free for another product.
    expect((await api().create({ name: 'Lucky Star 2', price: '20', barcodes: [a] })).status).toBe(
      201,
    );
  });

  it('an inactive product keeps its codes, and still names itself when one is asked again', async () => {
    const code = ean13();
    const product = await api().product({ name: 'Old Soap', barcodes: [code] });
    await api().update(product.id, { status: 'inactive' });
    const found = await api().list(`?barcode=${code}&status=all`);
    expect(found.body.items[0]).toMatchObject({ id: product.id, status: 'inactive' });
    const again = await api().create({ name: 'New Soap', price: '9', barcodes: [code] });
    expect(again.status).toBe(409);
    expect(again.body.error.details.productName).toBe('Old Soap');
  });

  it('two products given one code at once: one is created, the other 409, never a 500', async () => {
    const code = ean13();
    const answers = await Promise.all(
      ['Koo Beans A', 'Koo Beans B', 'Koo Beans C'].map((name) =>
        api().create({ name, price: '15', barcodes: [code] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const winner = answers.find((a) => a.status === 201)!.body;
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.error.details).toMatchObject({
        reason: 'BARCODE_TAKEN',
        productId: winner.id,
      });
    }
  });
});
