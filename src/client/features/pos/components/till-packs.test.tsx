// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { tileName } from '@client/test/till-tile';
import { productFixture } from '@client/test/api-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import { PosView } from './pos-view';

const EGGS = productFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d11',
  name: 'Eggs',
  price: '3.00',
  stock: 32,
  barcodes: ['6001234567899'],
});
const SIX = productFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d12',
  name: 'Eggs six',
  price: '17.00',
  stock: 5,
  packOf: EGGS.id,
  packUnits: 6,
  barcodes: ['2000000012346'],
});

let clock = 0;
beforeEach(() => {
  clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  localStorage.setItem('kasitrade_user', JSON.stringify({ id: crypto.randomUUID() }));
  stubFetch((call) => {
    if (call.url === '/api/shop-settings')
      return Response.json({ vatRegistered: true, paymentMethods: ['cash'] });
    if (call.url.startsWith('/api/products')) {
      const code = new URL(call.url, 'http://till').searchParams.get('barcode');
      const items = [EGGS, SIX].filter((p) => !code || p.barcodes.includes(code));
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

function scan(code: string) {
  clock += 1_000;
  for (const key of [...code, 'Enter']) {
    clock += 6;
    fireEvent.keyDown(document.body, { key });
  }
}

describe('packs at the till', () => {
  it('a pack’s tile shows its size and the packs in stock; a single’s shows its units', async () => {
    renderWithQuery(
      <PosView
        customerFunds={(_m, _c, render) =>
          render({ funds: { state: 'ready', available: 0, active: true }, text: '' })
        }
      />,
    );
    const pack = await screen.findByRole('button', { name: tileName(SIX.name) });
    expect(pack.textContent).toContain('Pack of 6');
    expect(pack.textContent).toContain('5 packs in stock');
    const single = screen.getByRole('button', { name: tileName(EGGS.name) });
    expect(single.textContent).toContain('32 in stock');
    expect(single.textContent).not.toContain('Pack of');

    // Scanning the pack's own barcode adds the pack, not a single.
    scan(SIX.barcodes[0]!);
    await waitFor(() =>
      expect(screen.queryByLabelText(`Quantity of ${SIX.name}`)?.textContent).toBe('1'),
    );
    expect(screen.queryByLabelText(`Quantity of ${EGGS.name}`)).toBeNull();
  });
});
