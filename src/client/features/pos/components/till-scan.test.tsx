// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { tileName } from '@client/test/till-tile';
import { productFixture } from '@client/test/api-fixtures';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { tillDb } from '../offline/till-db';
import { PosView } from './pos-view';

const MILK = productFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d02',
  name: 'Milk 1L',
  price: '24.99',
  barcodes: ['6001234567899'],
});
const RICE = productFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d03',
  name: 'Rice 2kg',
  price: '39.99',
  barcodes: ['2000000012346'],
});
const UNKNOWN = '6009999999993';

let calls: FetchCall[];
let userId: string;
let clock = 0;

beforeEach(() => {
  clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  userId = crypto.randomUUID();
  localStorage.setItem('kasitrade_user', JSON.stringify({ id: userId }));
  calls = stubFetch((call) => {
    if (call.url === '/api/shop-settings')
      return Response.json({ vatRegistered: true, paymentMethods: ['cash'] });
    if (call.url.startsWith('/api/products')) {
      const code = new URL(call.url, 'http://till').searchParams.get('barcode');
      const items = code ? [MILK].filter((p) => p.barcodes.includes(code)) : [MILK];
      return Response.json({ items, total: items.length, page: 1, pageSize: 48 });
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});
afterEach(async () => {
  await unmountTill();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A USB scanner: the code and Enter, a few milliseconds a key, on whatever has focus. */
function scan(code: string, target: Element = document.body) {
  clock += 1_000;
  for (const key of [...code, 'Enter']) {
    clock += 6;
    fireEvent.keyDown(target, { key });
  }
}

const quantityOf = (name: string) => screen.queryByLabelText(`Quantity of ${name}`)?.textContent;
const barcodeCalls = () => calls.filter((c) => c.url.includes('barcode='));

async function renderTill() {
  renderWithQuery(
    <PosView
      customerFunds={(_m, _c, render) =>
        render({ funds: { state: 'ready', available: 0, active: true }, text: '' })
      }
    />,
  );
  await screen.findByRole('button', { name: tileName(MILK.name) });
}

describe('scanning at the till', () => {
  it('a scanner adds the product, a second scan one more, and shows its name large', async () => {
    await renderTill();
    scan(MILK.barcodes[0]!);
    await waitFor(() => expect(quantityOf(MILK.name)).toBe('1'));
    const banners = screen.getAllByRole('status').map((s) => s.textContent);
    expect(banners).toContainEqual(expect.stringContaining(MILK.name));
    scan(MILK.barcodes[0]!);
    await waitFor(() => expect(quantityOf(MILK.name)).toBe('2'));
    expect(screen.getByText('R24.99 · 2 in cart')).toBeTruthy();
  });

  it('typing in a field is not a scan; a code typed in the search and Enter is', async () => {
    await renderTill();
    const search = screen.getByLabelText('Search products to sell');
    scan(MILK.barcodes[0]!, search);
    await new Promise((r) => setTimeout(r, 50));
    expect(barcodeCalls()).toEqual([]);
    expect(quantityOf(MILK.name)).toBeUndefined();

    fireEvent.change(search, { target: { value: ` ${MILK.barcodes[0]} ` } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(quantityOf(MILK.name)).toBe('1'));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it("finds a code in the phone's copy of the catalogue first, with no server call", async () => {
    const db = await tillDb(userId);
    await db.put('products', RICE);
    await renderTill();
    scan(RICE.barcodes[0]!);
    await waitFor(() => expect(quantityOf(RICE.name)).toBe('1'));
    expect(barcodeCalls()).toEqual([]);
  });

  it('offers to add a product for a code nobody has, with the code filled in', async () => {
    await renderTill();
    scan(UNKNOWN);
    expect(await screen.findByText(`No product has the code ${UNKNOWN}.`)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Add this product' });
    expect(link.getAttribute('href')).toBe(`/catalog?newBarcode=${UNKNOWN}`);
    expect(barcodeCalls().map((c) => c.url)).toEqual([
      expect.stringContaining(`barcode=${UNKNOWN}`),
    ]);
  });
});
