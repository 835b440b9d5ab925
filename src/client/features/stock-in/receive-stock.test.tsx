// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '@testing-library/react';
import {
  a11yViolations,
  AMASI,
  amasi,
  JUMBO,
  oil,
  OIL,
  ORDER_ID,
  orderFixture,
  page,
  receiptFixture,
  renderAt,
  stubServer,
  supplier,
  type Call,
} from './test-server';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function server(extra: (call: Call) => unknown = () => undefined) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://shop');
    if (url.pathname === '/api/suppliers') return [supplier];
    if (url.pathname === '/api/stock-receipts/case-sizes')
      return url.searchParams.get('supplierId') === JUMBO ? [{ productId: OIL, caseSize: 24 }] : [];
    if (url.pathname === '/api/products') {
      const code = url.searchParams.get('barcode');
      if (code) return page(oil.barcodes.includes(code) ? [oil] : []);
      return page(
        [oil, amasi].filter((p) =>
          p.name.toLowerCase().includes(url.searchParams.get('search')!.toLowerCase()),
        ),
      );
    }
    return extra(call);
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('receiving stock', () => {
  it('receives a case of 24 at its slip cost incl VAT, with a use-by date, once, and shows the REC number', async () => {
    const calls = server((call) => {
      if (call.method === 'POST' && call.url === '/api/stock-receipts')
        return [201, receiptFixture()];
      if (call.url === `/api/stock-receipts/${receiptFixture().id}/photo`)
        return receiptFixture({ invoicePhoto: '/photo.jpg' });
    });
    const { container } = renderAt('/stock-in/receive');
    await screen.findByRole('option', { name: 'Jumbo Cash & Carry' });
    fireEvent.change(field('Supplier'), { target: { value: JUMBO } });
    fireEvent.change(field('Invoice number'), { target: { value: 'INV-88' } });
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes(`supplierId=${JUMBO}`))).toBe(true),
    );
    fireEvent.change(field('Find a product (name or barcode)'), { target: { value: 'sunf' } });
    fireEvent.click(await screen.findByRole('button', { name: /Sunfoil 2L/ }));

    const line = screen.getByRole('group', { name: 'Sunfoil 2L' });
    expect((within(line).getByLabelText('Units per case') as HTMLInputElement).value).toBe('24');
    fireEvent.change(within(line).getByLabelText('Cost per case'), { target: { value: '110.40' } });
    fireEvent.change(within(line).getByLabelText('Expiry date'), {
      target: { value: '2026-12-20' },
    });
    expect(within(line).getByText('Say whether the date is use by or best before')).toBeTruthy();
    fireEvent.change(within(line).getByLabelText('Date on the pack'), {
      target: { value: 'use_by' },
    });
    expect(within(line).getByTestId('line-summary').textContent).toBe('24 units · R110.40');
    expect(screen.getByTestId('total-excl').textContent).toBe('R96.00');
    expect(screen.getByTestId('total-incl').textContent).toBe('R110.40');
    expect(await a11yViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save delivery' }));
    await screen.findByRole('heading', { name: 'Delivery REC-000001 saved' });
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/stock-receipts')!;
    expect(post.body).toEqual({
      supplierId: JUMBO,
      purchaseOrderId: null,
      invoiceNumber: 'INV-88',
      lines: [
        {
          productId: OIL,
          quantity: 24,
          unitCost: '4.0000',
          caseSize: 24,
          expiryDate: '2026-12-20',
          dateMark: 'use_by',
        },
      ],
    });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    const photo = new File(['jpeg'], 'invoice.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Attach invoice photo'), { target: { files: [photo] } });
    await screen.findByText('Invoice photo attached');
    const sent = calls.find((c) => c.url.endsWith('/photo'))!.body as FormData;
    expect((sent.get('image') as File).name).toBe('invoice.jpg');
  });

  it('takes units at a cost excl VAT from a wholesaler run, a scanned code, and a retry keeps its key', async () => {
    let tries = 0;
    const calls = server((call) => {
      if (call.method !== 'POST') return undefined;
      tries += 1;
      return tries === 1
        ? [503, { error: { message: 'Try again' } }]
        : [201, receiptFixture({ supplierId: null })];
    });
    renderAt('/stock-in/receive');
    await screen.findByRole('option', { name: 'Jumbo Cash & Carry' });
    fireEvent.change(field('Costs on the slip'), { target: { value: 'excl' } });
    fireEvent.change(field('Find a product (name or barcode)'), {
      target: { value: '6001234567890' },
    });
    fireEvent.submit(screen.getByRole('search'));
    const line = await screen.findByRole('group', { name: 'Sunfoil 2L' });
    expect((within(line).getByLabelText('Counted in') as HTMLSelectElement).value).toBe('unit');
    fireEvent.change(within(line).getByLabelText('Number of units'), { target: { value: '10' } });
    fireEvent.change(within(line).getByLabelText('Cost per unit'), { target: { value: '4.50' } });
    expect(screen.getByTestId('total-excl').textContent).toBe('R45.00');
    expect(screen.getByTestId('total-incl').textContent).toBe('R51.75');
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery' }));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save delivery' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery' }));
    await screen.findByRole('heading', { name: 'Delivery REC-000001 saved' });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[1]!.body).toMatchObject({
      supplierId: null,
      lines: [{ quantity: 10, unitCost: '4.5000', caseSize: null }],
    });
    expect(posts[1]!.headers['idempotency-key']).toBe(posts[0]!.headers['idempotency-key']);
  });

  it('receives a purchase order: its supplier, and only what is still to come', async () => {
    const calls = server((call) =>
      call.url === `/api/purchase-orders/${ORDER_ID}` ? orderFixture() : undefined,
    );
    renderAt(`/stock-in/receive?order=${ORDER_ID}`);
    await screen.findByText('Receiving purchase order PO-000007: its open lines are filled in');
    expect(field('Supplier').value).toBe(JUMBO);
    expect(screen.queryByRole('group', { name: 'Amasi 500ml' })).toBeNull();
    const line = screen.getByRole('group', { name: 'Sunfoil 2L' });
    expect((within(line).getByLabelText('Number of units') as HTMLInputElement).value).toBe('24');
    expect((within(line).getByLabelText('Cost per unit') as HTMLInputElement).value).toBe('4.00');
    expect(field('Costs on the slip').value).toBe('excl');
    expect(screen.getByTestId('total-excl').textContent).toBe('R96.00');
    expect(calls.some((c) => c.url.includes(AMASI))).toBe(false);
  });
});
