// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POS_MESSAGES } from '@shared/pos/pos.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { tileName } from '@client/test/till-tile';
import { productFixture, saleFixture } from '@client/test/api-fixtures';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { PosView } from './pos-view';

const BREAD = { id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d01', name: 'Albany Bread', price: '17.99' };
const MILK = { id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d02', name: 'Milk 1L', price: '24.99' };

const SALE = saleFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0e01',
  saleNumber: 'SALE-000107',
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
  vatPercent: 15,
  total: '28.74',
  totalAmount: '28.74',
  paymentMethod: 'cash',
  customerId: null,
  customerName: null,
  status: 'completed',
  cashTendered: '50.00',
  changeDue: '21.26',
  instalments: [],
  createdAt: '2026-11-23T12:05:00.000Z',
});

let calls: FetchCall[];
let answerSale: () => Response;
let vatRegistered: boolean;
let paymentMethods: string[];

beforeEach(() => {
  paymentMethods = ['cash', 'card', 'wallet', 'credit'];
  localStorage.setItem('kasitrade_user', JSON.stringify({ id: crypto.randomUUID() }));
  answerSale = () => Response.json(SALE, { status: 201 });
  vatRegistered = true;
  calls = stubFetch((call) => {
    if (call.method === 'POST') return answerSale();
    if (call.url === '/api/shop-settings') return Response.json({ vatRegistered, paymentMethods });
    if (call.url.startsWith('/api/products')) {
      const items = [
        productFixture({ ...BREAD, stock: 2, stockStatus: 'low-stock' }),
        productFixture({ ...MILK, stock: 10 }),
      ];
      return Response.json({ items, total: 2, page: 1, pageSize: 48 });
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});
afterEach(async () => {
  await unmountTill();
  vi.unstubAllGlobals();
});

/** The till, once its cart's contents (loaded once its products show) are there. */
async function renderTill() {
  renderWithQuery(
    <>
      <PosView
        customerFunds={(method, _customerId, render) =>
          render({
            funds: { state: 'ready', available: 100_000, active: true },
            text: `${method} funds`,
          })
        }
      />
      <Toaster />
    </>,
  );
  await screen.findByLabelText('Totals');
}

const totals = () =>
  within(screen.getByLabelText('Totals'))
    .getAllByRole('definition')
    .map((cell) => cell.textContent);
const checkoutButton = () => screen.getByRole('button', { name: /^Checkout / });
const posts = () => calls.filter((c) => c.method === 'POST');

describe('POS cart', () => {
  it('adds a unit per tap, keeps to the stock and prices subtotal, VAT and total', async () => {
    await renderTill();
    const addBread = await screen.findByRole('button', { name: tileName(BREAD.name) });
    // Named by what it shows; a button that adds, not a toggle.
    expect(addBread.getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(addBread);
    fireEvent.click(addBread);
    screen.getByRole('button', { name: 'Albany Bread R17.99 2 in stock 2 in cart' });
    expect(screen.getByLabelText(`Quantity of ${BREAD.name}`).textContent).toBe('2');
    expect(totals()).toEqual(['R35.98', 'R5.40', 'R41.38']);
    expect(checkoutButton().textContent).toBe('Checkout R41.38');

    // Only 2 in stock: a third unit is refused with the spec's toast.
    fireEvent.click(screen.getByRole('button', { name: `One more ${BREAD.name}` }));
    expect((await screen.findAllByText(POS_MESSAGES.stockLimit)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(`Quantity of ${BREAD.name}`).textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: `One less ${BREAD.name}` }));
    expect(totals()).toEqual(['R17.99', 'R2.70', 'R20.69']);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${BREAD.name}` }));
    expect(screen.getByText('The cart is empty. Tap a product to add it.')).toBeTruthy();
    expect(totals()).toEqual(['R0.00', 'R0.00', 'R0.00']);
  });

  it('refuses to check out an empty cart without calling the server', async () => {
    await renderTill();
    await screen.findByRole('button', { name: tileName(BREAD.name) });
    fireEvent.click(checkoutButton());
    expect((await screen.findAllByText(POS_MESSAGES.emptyCart)).length).toBeGreaterThan(0);
    expect(posts()).toEqual([]);
  });

  it('shows the change for cash and queues an unanswered sale offline under its key', async () => {
    let tries = 0;
    answerSale = () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return Response.json(SALE, { status: 201 });
    };
    await renderTill();
    fireEvent.click(await screen.findByRole('button', { name: tileName(MILK.name) }));
    fireEvent.change(screen.getByLabelText('Cash received (optional)'), {
      target: { value: '50' },
    });
    expect(screen.getByText('Change: R21.26')).toBeTruthy();

    fireEvent.click(checkoutButton());
    expect((await screen.findAllByText('Sale saved offline')).length).toBeGreaterThan(0);
    const receipt = await screen.findByRole('dialog', { name: /^Receipt OFF-[A-Z0-9]{6}-1$/ });
    expect(within(receipt).getByText('R21.26')).toBeTruthy();
    // The network answers the next send: the queued sale goes with the same key.
    await screen.findByText(`Synced as ${SALE.saleNumber}`);
    const [first, second] = posts();
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(second!.body).toMatchObject({
      ...(first!.body as object),
      offline: { receiptNumber: expect.stringMatching(/^OFF-/), vatPercent: 15 },
    });
    expect(first!.body).toEqual({
      customerId: null,
      items: [{ productId: MILK.id, quantity: 1, unitPrice: '24.99', subtotal: '24.99' }],
      subtotal: '24.99',
      tax: '3.75',
      total: '28.74',
      paymentMethod: 'cash',
      status: 'completed',
      cashTendered: '50.00',
    });
  });

  it("takes the server's current prices when the sale is refused for changed prices", async () => {
    answerSale = () =>
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            message: POS_MESSAGES.pricesChanged,
            details: {
              reason: 'PRICE_CHANGED',
              products: [{ productId: MILK.id, name: MILK.name, unitPrice: '26.00' }],
              subtotal: '26.00',
              tax: '3.90',
              total: '29.90',
            },
          },
        },
        { status: 409 },
      );
    await renderTill();
    fireEvent.click(await screen.findByRole('button', { name: tileName(MILK.name) }));
    fireEvent.click(checkoutButton());
    expect((await screen.findAllByText(POS_MESSAGES.pricesChanged)).length).toBeGreaterThan(0);
    expect(screen.getByText('R26.00 each')).toBeTruthy();
    expect(totals()).toEqual(['R26.00', 'R3.90', 'R29.90']);
  });

  it('charges no VAT and shows no VAT line for a shop that is not VAT registered', async () => {
    vatRegistered = false;
    answerSale = () =>
      Response.json({ ...SALE, tax: '0.00', vatPercent: 0, total: '24.99' }, { status: 201 });
    await renderTill();
    fireEvent.click(await screen.findByRole('button', { name: tileName(MILK.name) }));
    await waitFor(() => expect(totals()).toEqual(['R24.99', 'R24.99']));
    expect(within(screen.getByLabelText('Totals')).queryByText(/VAT/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout R24.99' }));
    const receipt = await screen.findByRole('dialog', { name: `Receipt ${SALE.saleNumber}` });
    expect(within(receipt).queryByText(/VAT/)).toBeNull();
    expect(posts()[0]!.body).toMatchObject({ subtotal: '24.99', tax: '0.00', total: '24.99' });
  });

  it('offers the payment methods the shop takes and none it does not', async () => {
    paymentMethods = ['card', 'credit'];
    await renderTill();
    fireEvent.click(await screen.findByRole('button', { name: tileName(MILK.name) }));
    const methods = screen.getByRole('group', { name: 'Payment method' });
    await waitFor(() =>
      expect(
        within(methods)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['card', 'credit']),
    );
    // Cash is not taken: the first method the shop takes is chosen, and the sale is paid by it.
    expect((within(methods).getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(checkoutButton());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ paymentMethod: 'card' });
  });
});
