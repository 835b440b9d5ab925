// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/catalog/catalog.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { ProductFormDialog } from './product-form-dialog';

const product = (overrides: Partial<Product>): Product => ({
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a01',
  name: 'Eggs',
  description: null,
  price: '3.00',
  stock: 30,
  lowStockThreshold: 10,
  stockStatus: 'in-stock',
  categoryId: null,
  brandId: null,
  supplierId: null,
  image: null,
  voiceNames: [],
  barcodes: [],
  costPrice: null,
  packOf: null,
  packUnits: null,
  belowCost: false,
  kind: 'general',
  medicineSchedule: null,
  pesticideRegistration: null,
  pesticideHouseholdUse: false,
  status: 'active',
  version: 1,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

const EGGS = product({});
const TRAY = product({
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a02',
  name: 'Eggs tray of 30',
  price: '80.00',
  stock: 1,
  packOf: EGGS.id,
  packUnits: 30,
});

let writes: { method: string; body: Record<string, unknown> }[];

beforeEach(() => {
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, body: JSON.parse(String(init.body)) });
        return Response.json(TRAY, { status: method === 'POST' ? 201 : 200 });
      }
      if (url.startsWith('/api/products?')) {
        return Response.json({ items: [EGGS, TRAY], total: 2, page: 1, pageSize: 500 });
      }
      if (url === '/api/shop-settings')
        return Response.json({ vatRegistered: true, paymentMethods: ['cash'] });
      return Response.json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the product form: sold as a pack', () => {
  it('chooses the product it is sold from and its units, shows its stock in packs and sends no stock', async () => {
    renderWithQuery(<ProductFormDialog open onOpenChange={vi.fn()} />);
    expect(field('Stock')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Sold as a pack' }));
    expect(screen.queryByLabelText('Stock')).toBeNull();
    // A pack is sold from a single product: the tray (a pack itself) is not offered.
    await screen.findByRole('option', { name: 'Eggs' });
    expect(screen.queryByRole('option', { name: 'Eggs tray of 30' })).toBeNull();
    fireEvent.change(field('Name'), { target: { value: 'Eggs pack of 6' } });
    fireEvent.change(field('Price (R)'), { target: { value: '17.00' } });
    fireEvent.change(field('Sold from'), { target: { value: EGGS.id } });
    fireEvent.change(field('Units in the pack'), { target: { value: '6' } });
    expect(screen.getByText('From Eggs: 5 packs')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ packOf: EGGS.id, packUnits: 6, stock: 0 });
  });

  it('refuses units below 2 under the field, sending nothing', async () => {
    renderWithQuery(<ProductFormDialog open onOpenChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Sold as a pack' }));
    await screen.findByRole('option', { name: 'Eggs' });
    fireEvent.change(field('Name'), { target: { value: 'Eggs single pack' } });
    fireEvent.change(field('Price (R)'), { target: { value: '3.00' } });
    fireEvent.change(field('Sold from'), { target: { value: EGGS.id } });
    fireEvent.change(field('Units in the pack'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Units in the pack must be a whole number from 2')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('edits a pack without a stock field; switching it off makes it a product of its own again', async () => {
    renderWithQuery(<ProductFormDialog open product={TRAY} onOpenChange={vi.fn()} />);
    expect(screen.queryByLabelText('Stock')).toBeNull();
    expect(await screen.findByText('From Eggs: 1 pack')).toBeTruthy();
    fireEvent.change(field('Price (R)'), { target: { value: '85.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ packOf: EGGS.id, packUnits: 30, version: 1 });
    expect(writes[0]!.body).not.toHaveProperty('stock');
  });

  it('sends packOf null when a pack is switched off', async () => {
    renderWithQuery(<ProductFormDialog open product={TRAY} onOpenChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Sold as a pack' }));
    expect(field('Stock')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ packOf: null });
  });
});
