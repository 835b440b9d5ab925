// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POS_MESSAGES } from '@shared/pos/pos.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { productFixture, saleFixture } from '@client/test/api-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import { tileName } from '@client/test/till-tile';
import { PosView } from './pos-view';

const MILK = { id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d02', name: 'Milk 1L', price: '24.99' };
const SALE = saleFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0e02',
  saleNumber: 'SALE-000108',
  items: [
    {
      productId: MILK.id,
      name: MILK.name,
      quantity: 1,
      unitPrice: '24.99',
      subtotal: '24.99',
      refundedQuantity: 0,
    },
  ],
  subtotal: '24.99',
  tax: '3.75',
  total: '28.74',
  totalAmount: '28.74',
});

beforeEach(() => {
  localStorage.setItem('kasitrade_user', JSON.stringify({ id: crypto.randomUUID() }));
  stubFetch((call) => {
    if (call.method === 'POST') return Response.json(SALE, { status: 201 });
    if (call.url === '/api/shop-settings')
      return Response.json({ vatRegistered: true, paymentMethods: ['cash', 'card'] });
    if (call.url.startsWith('/api/products')) {
      const items = [productFixture({ ...MILK, stock: 10 })];
      return Response.json({ items, total: 1, page: 1, pageSize: 48 });
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 10 });
  });
  renderWithQuery(
    <>
      <PosView customerFunds={() => null} />
      <Toaster />
    </>,
  );
});
afterEach(async () => {
  await unmountTill();
  vi.unstubAllGlobals();
});

/** Sells one Milk from the keyboard's Checkout and returns the receipt dialog. */
async function sell() {
  fireEvent.click(await screen.findByRole('button', { name: tileName(MILK.name) }));
  // The cart's contents load once the till's products show.
  const checkout = await screen.findByRole('button', { name: /^Checkout / });
  checkout.focus();
  fireEvent.click(checkout);
  return screen.findByRole('dialog', { name: `Receipt ${SALE.saleNumber}` });
}

const search = () => screen.getByRole('searchbox', { name: 'Search products to sell' });

describe('the receipt after a sale', () => {
  it('says the sale completed inside the dialog, with no toast over it', async () => {
    const receipt = await sell();
    const status = within(receipt).getByRole('status');
    expect(status.textContent).toBe(`${POS_MESSAGES.successTitle} ${POS_MESSAGES.success}`);
    for (const text of screen.getAllByText(POS_MESSAGES.successTitle)) {
      expect(receipt.contains(text)).toBe(true);
    }
  });

  it('gives focus to the product search when closed by New Sale, by Escape or by Close', async () => {
    for (const close of [
      (receipt: HTMLElement) =>
        fireEvent.click(within(receipt).getByRole('button', { name: 'New Sale' })),
      (receipt: HTMLElement) => fireEvent.keyDown(receipt, { key: 'Escape' }),
      (receipt: HTMLElement) =>
        fireEvent.click(within(receipt).getByRole('button', { name: 'Close' })),
    ]) {
      const receipt = await sell();
      await waitFor(() => expect(receipt.contains(document.activeElement)).toBe(true));
      close(receipt);
      await waitFor(() => expect(document.activeElement).toBe(search()));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
