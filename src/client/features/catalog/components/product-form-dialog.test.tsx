// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/catalog/catalog.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { ProductFormDialog } from './product-form-dialog';

const OIL: Product = {
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a01',
  name: 'Sunfoil Sunflower Oil 2L',
  description: null,
  price: '64.99',
  stock: 24,
  lowStockThreshold: 10,
  stockStatus: 'in-stock',
  categoryId: null,
  brandId: null,
  supplierId: null,
  image: null,
  voiceNames: [],
  status: 'active',
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
};

let writes: { method: string; url: string; body: unknown }[];
let vatRegistered: boolean;

beforeEach(() => {
  writes = [];
  vatRegistered = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, url, body: JSON.parse(String(init.body)) });
        return Response.json(OIL, { status: method === 'POST' ? 201 : 200 });
      }
      if (url === '/api/shop-settings') return Response.json({ vatRegistered });
      return Response.json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(product?: Product) {
  renderWithQuery(<ProductFormDialog open product={product} onOpenChange={vi.fn()} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProductFormDialog', () => {
  it('clears "Name is required" as soon as a name is typed', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Name is required');
    expect(screen.getByText('Price is required')).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: 'Sunfoil Sunflower Oil 750ml' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Price is required')).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: '' } });
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('refuses to save an edit with the stock box cleared, instead of saving 0', async () => {
    renderForm(OIL);
    fireEvent.change(field('Stock'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Enter the stock count (0 if none is left)');
    expect(writes).toEqual([]);

    fireEvent.change(field('Stock'), { target: { value: '0' } });
    expect(screen.queryByText('Enter the stock count (0 if none is left)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { stock: '0' } });
  });

  it('says prices exclude VAT only for a VAT-registered shop', async () => {
    renderForm();
    await screen.findByText(/Prices exclude VAT\./);
    cleanup();
    vatRegistered = false;
    renderForm();
    await screen.findByText(/Prices are what customers pay\./);
    expect(screen.queryByText(/VAT/)).toBeNull();
  });
});
