// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, type Order } from '@shared/orders/orders.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { addToDraftOrder, DRAFT_ORDER_KEY, readDraftOrder } from '@client/lib/draft-order';
import {
  customerFixture,
  orderFixture,
  pageFixture,
  productFixture,
} from '@client/test/api-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import type { EditLine } from '../order-lines';
import { OrderDialog, type OrderDialogTarget } from './order-dialog';

const SUGAR = {
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a01',
  name: 'Sugar 2kg',
  price: '24.99',
  stock: 100,
};
const MILK = { id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a02', name: 'Milk 1L', price: '21.50' };
const CUSTOMER = customerFixture({
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c01',
  name: 'Nomsa',
  phone: '+27820002222',
});
const ORDER = orderFixture({ id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0e01' });

let calls: { method: string; url: string; body: unknown }[];
let postKeys: (string | undefined)[];
let postAnswer: () => Response;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  postKeys = [];
  postAnswer = () => Response.json(ORDER, { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') {
        postKeys.push((init.headers as Record<string, string>)['idempotency-key']);
        return postAnswer();
      }
      if (url.startsWith('/api/customers')) return Response.json(pageFixture([CUSTOMER], 200));
      return Response.json(pageFixture([productFixture({ ...MILK, stock: 30 })], 8));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(draftLines: EditLine[] | Order, onClose = vi.fn()) {
  const target: OrderDialogTarget = Array.isArray(draftLines)
    ? { kind: 'new', draftLines }
    : { kind: 'edit', order: draftLines };
  renderWithQuery(
    <>
      <OrderDialog target={target} onClose={onClose} />
      <Toaster />
    </>,
  );
  return { dialog: screen.getByRole('dialog'), onClose };
}

const total = (dialog: HTMLElement) =>
  (within(dialog).getByLabelText('Total Amount (R)') as HTMLInputElement).value;
const quantity = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(`Quantity of ${name}`) as HTMLInputElement;
const draftLine = (quantity: number): EditLine => ({
  productId: SUGAR.id,
  name: SUGAR.name,
  listPrice: SUGAR.price,
  quantity,
});

describe('OrderDialog', () => {
  it('opens with the draft at its tier price and keeps the total in step with the lines', () => {
    const { dialog } = renderDialog([draftLine(12)]);
    // 12 units: 5% off 24.99 = 23.74 each
    expect(within(dialog).getByText('R23.74 each')).toBeTruthy();
    expect(within(dialog).getByText('5% bulk discount')).toBeTruthy();
    expect(total(dialog)).toBe('284.88');

    fireEvent.change(quantity(dialog, SUGAR.name), { target: { value: '20' } });
    expect(total(dialog)).toBe('449.80');
    // An emptied box keeps the line until a number is typed.
    fireEvent.change(quantity(dialog, SUGAR.name), { target: { value: '' } });
    expect(total(dialog)).toBe('449.80');
    fireEvent.change(quantity(dialog, SUGAR.name), { target: { value: '0' } });
    expect(within(dialog).queryByLabelText(`Quantity of ${SUGAR.name}`)).toBeNull();
    expect(total(dialog)).toBe('0.00');
  });

  it("keeps an order's saved prices until its items change, then prices them from the tiers", () => {
    const saved: Order = {
      id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0d01',
      orderNumber: 'ORD-000042',
      customerId: null,
      customerName: null,
      totalAmount: '276.00',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      orderType: 'standard',
      language: null,
      items: [
        {
          id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0e01',
          productId: SUGAR.id,
          productName: SUGAR.name,
          quantity: 12,
          unitPrice: '23.00',
          totalPrice: '276.00',
          listPrice: SUGAR.price,
        },
      ],
      version: 1,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
    const { dialog } = renderDialog(saved);
    expect(within(dialog).getByText('R23.00 each')).toBeTruthy();
    expect(total(dialog)).toBe('276.00');
    // One more unit: every line is priced as the server will, from today's list price.
    fireEvent.change(quantity(dialog, SUGAR.name), { target: { value: '13' } });
    expect(within(dialog).getByText('R23.74 each')).toBeTruthy();
    expect(total(dialog)).toBe('308.62');
    // Back to the saved quantity: the saved prices again.
    fireEvent.change(quantity(dialog, SUGAR.name), { target: { value: '12' } });
    expect(total(dialog)).toBe('276.00');
    expect(within(dialog).getByRole('button', { name: 'Update Order' })).toBeTruthy();
  });

  it('refuses an order without items before calling the server', async () => {
    const { dialog } = renderDialog([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(ORDER_MESSAGES.itemsRequired);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds a searched product, sends the items with a key and clears the draft once created', async () => {
    addToDraftOrder(SUGAR, 2);
    const { dialog, onClose } = renderDialog(readDraftOrder().lines);
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Add ?Milk 1L/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add ?Milk 1L/ }));
    expect(quantity(dialog, MILK.name).value).toBe('2');
    expect(total(dialog)).toBe('92.98');
    await within(dialog).findByRole('option', { name: `${CUSTOMER.name} · 082 000 2222` });
    fireEvent.change(within(dialog).getByLabelText('Customer'), {
      target: { value: CUSTOMER.id },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/orders',
      body: {
        customerId: CUSTOMER.id,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'cash',
        items: [
          { productId: SUGAR.id, quantity: 2 },
          { productId: MILK.id, quantity: 2 },
        ],
        totalAmount: '92.98',
      },
    });
    expect(postKeys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(localStorage.getItem(DRAFT_ORDER_KEY)).toBeNull();
    expect((await screen.findAllByText('Order created successfully')).length).toBeGreaterThan(0);
  });

  it("shows the server's refusal in an Error toast and keeps the draft", async () => {
    addToDraftOrder(SUGAR, 41);
    postAnswer = () =>
      Response.json(
        { error: { code: 'CONFLICT', message: 'Not enough stock for Sugar 2kg' } },
        { status: 409 },
      );
    const { dialog, onClose } = renderDialog(readDraftOrder().lines);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect((await screen.findAllByText('Not enough stock for Sugar 2kg')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(readDraftOrder().lines).toHaveLength(1);
  });
});
