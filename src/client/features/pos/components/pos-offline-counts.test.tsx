// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/catalog/catalog.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { tileName } from '@client/test/till-tile';
import { stubFetch } from '@client/test/stub-fetch';
import { tillDb } from '../offline/till-db';
import { PosView } from './pos-view';

const BREAD = {
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d01',
  name: 'Albany Bread',
  price: '17.99',
  status: 'active',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

let userId: string;
/** What the server says about the till's products; null when it cannot be reached. */
let serverStock: number | null;

beforeEach(async () => {
  userId = crypto.randomUUID();
  localStorage.setItem('kasitrade_user', JSON.stringify({ id: userId }));
  // The phone's copy of the catalogue, as last synced: 30 loaves.
  await (await tillDb(userId)).put('products', { ...BREAD, stock: 30 } as unknown as Product);
  stubFetch((call) => {
    if (call.url === '/api/shop-settings')
      return Response.json({ vatRegistered: true, paymentMethods: ['cash', 'card'] });
    if (call.url.startsWith('/api/products') && serverStock !== null) {
      const items = [{ ...BREAD, stock: serverStock }];
      return Response.json({ items, total: 1, page: 1, pageSize: 48 });
    }
    if (call.url.startsWith('/api/pos-sales') && call.method === 'GET') {
      return Response.json({ items: [], total: 0, page: 1, pageSize: 10 });
    }
    // No network for the catalogue and the sales.
    throw new TypeError('Failed to fetch');
  });
});
afterEach(async () => {
  await unmountTill();
  vi.unstubAllGlobals();
});

const renderTill = () =>
  renderWithQuery(
    <PosView
      customerFunds={(method, _customer, render) =>
        render({ funds: { state: 'ready', available: 0, active: true }, text: method })
      }
    />,
  );

async function sellBread(times: number) {
  const add = await screen.findByRole('button', { name: tileName(BREAD.name) });
  for (let i = 0; i < times; i += 1) fireEvent.click(add);
  // The cart's contents load once the till's products show.
  fireEvent.click(await screen.findByRole('button', { name: /^Checkout/ }));
  await screen.findByRole('dialog', { name: /^Receipt OFF-/ });
  fireEvent.click(screen.getByRole('button', { name: 'New Sale' }));
}

describe('the till offline', () => {
  it('takes each offline sale off the counts at once, and after a reload', async () => {
    serverStock = null;
    renderTill();
    await screen.findByText('30 in stock');
    await sellBread(1);
    await screen.findByText('29 in stock');
    await sellBread(2);
    await screen.findByText('27 in stock');

    // Reloaded with no network: the copy less the three loaves still waiting to sync.
    cleanup();
    renderTill();
    await screen.findByText('27 in stock');
    expect(screen.queryByText('30 in stock')).toBeNull();
  });

  it('takes waiting sales off the server’s counts too, until they reach it', async () => {
    serverStock = null;
    renderTill();
    await sellBread(2);
    // The server answers again, but the sales have not reached it yet: it still says 30.
    serverStock = 30;
    cleanup();
    renderTill();
    await screen.findByText('28 in stock');
  });
});
