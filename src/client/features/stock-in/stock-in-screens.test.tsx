// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringBatchSchema } from '@shared/stock-in/stock-in.schemas';
import { WriteOffReportSchema, WriteOffSchema } from '@shared/stock-in/write-offs.schemas';
import { saveSession } from '@client/lib/storage';
import { testUser } from '@client/test/test-user';
import {
  a11yViolations,
  AMASI,
  amasi,
  BATCH,
  JUMBO,
  OIL,
  ORDER_ID,
  orderFixture,
  renderAt,
  stubServer,
  supplier,
} from './test-server';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const batch = (fields: object) =>
  ExpiringBatchSchema.parse({
    batchId: BATCH,
    productId: AMASI,
    productName: 'Amasi 500ml',
    quantity: 12,
    expiryDate: '2026-11-25',
    dateMark: 'use_by',
    daysLeft: -2,
    valueAtCost: '84.00',
    ...fields,
  });

const writeOff = (fields: object) =>
  WriteOffSchema.parse({
    id: BATCH,
    productId: AMASI,
    productName: 'Amasi 500ml',
    batchId: BATCH,
    expiryDate: '2026-11-25',
    quantity: 12,
    reason: 'expired',
    note: null,
    valueAtCost: '84.00',
    writtenOffBy: { id: JUMBO, name: 'Thandi' },
    createdAt: '2026-11-27T08:00:00.000Z',
    ...fields,
  });

describe('a purchase order', () => {
  it('is sent as text by WhatsApp or SMS, received, or cancelled after asking', async () => {
    let order = orderFixture();
    const calls = stubServer((call) => {
      if (call.url !== `/api/purchase-orders/${ORDER_ID}`) return undefined;
      if (call.method === 'PUT') order = orderFixture({ status: 'cancelled' });
      return order;
    });
    saveSession('owner-token', testUser());
    const { container } = renderAt(`/stock-in/orders?order=${ORDER_ID}`);
    await screen.findByRole('heading', { name: 'Purchase order PO-000007' });
    const text = "Thandi's Spaza\nPurchase order PO-000007\n\n24 x Sunfoil 2L\n12 x Amasi 500ml";
    const whatsapp = screen.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href')!;
    expect(whatsapp.startsWith('https://wa.me/0825550101?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp.split('?text=')[1]!)).toBe(text);
    expect(screen.getByRole('link', { name: 'Send by SMS' }).getAttribute('href')).toBe(
      `sms:0825550101?body=${encodeURIComponent(text)}`,
    );
    expect(screen.getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe(
      `/stock-in/receive?order=${ORDER_ID}`,
    );
    expect(await a11yViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel purchase order PO-000007?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'cancelled' }),
    );
    await screen.findByText('Cancelled');
    expect(screen.queryByRole('link', { name: 'Receive' })).toBeNull();
  });

  it('is made for a supplier from what is low, quantities edited, saved once', async () => {
    const calls = stubServer((call) => {
      const url = new URL(call.url, 'http://shop');
      if (url.pathname === '/api/suppliers') return [supplier];
      if (url.pathname === '/api/purchase-orders/proposal')
        return [
          {
            productId: OIL,
            productName: 'Sunfoil 2L',
            stock: 1,
            lowStockThreshold: 5,
            soldLastFourWeeks: 30,
            quantity: 29,
            unitCost: '4.0000',
          },
        ];
      if (call.method === 'POST') return [201, orderFixture({ status: 'open' })];
      if (url.pathname === `/api/purchase-orders/${ORDER_ID}`)
        return orderFixture({ status: 'open' });
      return undefined;
    });
    const { location } = renderAt('/stock-in/orders?new=1');
    await screen.findByRole('option', { name: 'Jumbo Cash & Carry' });
    expect(screen.getByRole('button', { name: 'Save order' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Supplier'), { target: { value: JUMBO } });
    fireEvent.click(screen.getByRole('button', { name: 'Order what is low' }));
    const quantity = (await screen.findByLabelText('Sunfoil 2L')) as HTMLInputElement;
    expect(calls.some((c) => c.url === `/api/purchase-orders/proposal?supplierId=${JUMBO}`)).toBe(
      true,
    );
    expect(quantity.value).toBe('29');
    fireEvent.change(quantity, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/stock-in/orders?order=${ORDER_ID}`),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      supplierId: JUMBO,
      lines: [{ productId: OIL, quantity: 24, unitCost: '4.0000' }],
    });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });
});

describe('stock expiring', () => {
  it('lists batches earliest first, past ones red and said plainly, and writes one off at cost', async () => {
    const calls = stubServer((call) => {
      const url = new URL(call.url, 'http://shop');
      if (url.pathname === '/api/stock/expiring')
        return [
          batch({
            batchId: OIL.replace('c01', 'd01'),
            productId: OIL,
            productName: 'Sunfoil 2L',
            expiryDate: '2026-12-01',
            dateMark: 'best_before',
            daysLeft: 4,
            valueAtCost: null,
          }),
          batch({}),
        ];
      if (call.method === 'POST') return [201, writeOff({})];
      return undefined;
    });
    const { container } = renderAt('/stock-in/expiring');
    const list = await screen.findByRole('list', { name: 'Expiring' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Amasi 500ml');
    expect(within(rows[0]!).getByText('Expired 2 days ago').className).toContain('text-red-700');
    expect(within(rows[0]!).getByText('Use by: may not be sold after this date')).toBeTruthy();
    expect(within(rows[1]!).getByText('Expires in 4 days')).toBeTruthy();
    expect(
      within(rows[1]!).getByText('Best before: may still be sold after it, check it first'),
    ).toBeTruthy();
    expect(calls.at(-1)!.url).toBe('/api/stock/expiring?days=7');
    expect(await a11yViolations(container)).toEqual([]);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Write off Amasi 500ml/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off Amasi 500ml' });
    expect((within(dialog).getByLabelText('Why') as HTMLSelectElement).value).toBe('expired');
    fireEvent.change(within(dialog).getByLabelText('How many units'), { target: { value: '13' } });
    expect(within(dialog).getByText('Enter a whole number from 1 to 12')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('How many units'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write them off' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/products/${AMASI}/write-offs`,
        body: { quantity: 12, reason: 'expired', batchId: BATCH, note: null },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/stock/expiring?days=30'));
  });

  it('writes off undated stock from the catalogue’s Write off (?writeOff=<product>)', async () => {
    const calls = stubServer((call) => {
      if (call.url === `/api/products/${AMASI}`) return amasi;
      if (call.url === '/api/stock/expiring?days=7') return [];
      if (call.method === 'POST')
        return [201, writeOff({ batchId: null, quantity: 2, reason: 'stolen' })];
      return undefined;
    });
    const { location } = renderAt(`/stock-in/expiring?writeOff=${AMASI}`);
    const dialog = await screen.findByRole('dialog', { name: 'Write off Amasi 500ml' });
    fireEvent.change(within(dialog).getByLabelText('How many units'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'stolen' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'Taken at night' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write them off' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/stock-in/expiring'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      quantity: 2,
      reason: 'stolen',
      batchId: null,
      note: 'Taken at night',
    });
    expect(screen.getByText('Nothing expires in the next 7 days.')).toBeTruthy();
  });
});

describe('the write-offs report', () => {
  it('shows each write-off and the totals by reason at cost', async () => {
    const report = WriteOffReportSchema.parse({
      writeOffs: [writeOff({})],
      totals: [{ reason: 'expired', quantity: 12, valueAtCost: '84.00' }],
      totalValueAtCost: '84.00',
    });
    const calls = stubServer((call) =>
      call.url.startsWith('/api/stock/write-offs') ? report : undefined,
    );
    const { container } = renderAt('/stock-in/write-offs');
    expect((await screen.findByTestId('write-off-total')).textContent).toBe('R84.00');
    expect(screen.getByText(/Expired · /)).toBeTruthy();
    expect(calls[0]!.url).toMatch(
      /^\/api\/stock\/write-offs\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );
    expect(await a11yViolations(container)).toEqual([]);
  });
});
