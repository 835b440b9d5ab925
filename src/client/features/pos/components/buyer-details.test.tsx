// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER_NEEDED_MESSAGE, TAX_INVOICE } from '@shared/pos/receipt-legal';
import { VAT_NUMBER_MESSAGE } from '@shared/shop-settings/vat-number';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { productFixture, saleFixture } from '@client/test/api-fixtures';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { tileName } from '@client/test/till-tile';
import { PosView } from './pos-view';

const CEMENT = { id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d09', name: 'Cement', price: '5217.40' };
const BUYER = {
  name: 'Mabena Builders',
  address: '4 Khumalo St, Tembisa',
  vatNumber: '4987654321',
};
const SALE = saleFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0e09',
  saleNumber: 'SALE-000200',
  items: [
    {
      productId: CEMENT.id,
      name: CEMENT.name,
      quantity: 1,
      unitPrice: '5217.40',
      subtotal: '5217.40',
      refundedQuantity: 0,
    },
  ],
  subtotal: '5217.40',
  tax: '782.61',
  total: '6000.01',
  totalAmount: '6000.01',
  buyer: BUYER,
});

let calls: FetchCall[];
beforeEach(() => {
  localStorage.setItem(
    'kasitrade_user',
    JSON.stringify({ id: crypto.randomUUID(), businessName: 'Thandi Spaza' }),
  );
  calls = stubFetch((call) => {
    if (call.method === 'POST') return Response.json(SALE, { status: 201 });
    if (call.url === '/api/shop-settings')
      return Response.json({
        vatRegistered: true,
        paymentMethods: ['cash', 'card'],
        vatNumber: '4123456789',
        legalName: null,
        address: '12 Vilakazi St',
      });
    if (call.url.startsWith('/api/products')) {
      const items = [productFixture({ ...CEMENT, stock: 10 })];
      return Response.json({ items, total: 1, page: 1, pageSize: 48 });
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 10 });
  });
  renderWithQuery(<PosView customerFunds={() => null} />);
});
afterEach(async () => {
  await unmountTill();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the buyer step of a tax invoice above R5 000', () => {
  it('holds checkout until the buyer’s name and address are in, then sends and prints them', async () => {
    fireEvent.click(await screen.findByRole('button', { name: tileName(CEMENT.name) }));
    const checkout = () => screen.getByRole('button', { name: /^Checkout / });
    await screen.findByText(BUYER_NEEDED_MESSAGE);
    expect(checkout()).toHaveProperty('disabled', true);
    type("Buyer's name", BUYER.name);
    expect(checkout()).toHaveProperty('disabled', true);
    type("Buyer's address", BUYER.address);
    type("Buyer's VAT number (if they have one)", '123');
    expect(await screen.findByText(VAT_NUMBER_MESSAGE)).toBeTruthy();
    expect(checkout()).toHaveProperty('disabled', true);
    type("Buyer's VAT number (if they have one)", BUYER.vatNumber);
    await waitFor(() => expect(checkout()).toHaveProperty('disabled', false));
    fireEvent.click(checkout());
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toMatchObject({ buyer: BUYER, total: '6000.01' });
    const slip = within(receipt);
    expect(slip.getByText(TAX_INVOICE)).toBeTruthy();
    expect(slip.getByText('VAT number: 4123456789')).toBeTruthy();
    expect(slip.getByText('Buyer: Mabena Builders')).toBeTruthy();
    expect(slip.getByText(BUYER.address)).toBeTruthy();
    expect(slip.getByText("Buyer's VAT number: 4987654321")).toBeTruthy();
  });
});
