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
};

let writes: { method: string; url: string; body: unknown }[];
let vatRegistered: boolean;
/** Answers the next write, when set (a refusal), instead of the saved product. */
let nextAnswer: Response | null;

beforeEach(() => {
  writes = [];
  vatRegistered = true;
  nextAnswer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, url, body: JSON.parse(String(init.body)) });
        const answer = nextAnswer;
        nextAnswer = null;
        if (answer) return answer;
        return Response.json(OIL, { status: method === 'POST' ? 201 : 200 });
      }
      if (url === '/api/shop-settings')
        return Response.json({ vatRegistered, paymentMethods: ['cash'] });
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

  it('sends the version read and leaves stock out when the edit did not touch it', async () => {
    renderForm(OIL);
    fireEvent.change(field('Price (R)'), { target: { value: '66.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { price: '66.50', version: 1 } });
    expect(writes[0]!.body).not.toHaveProperty('stock');
  });

  it("shows the current figures when the product moved on, keeping the owner's own edit", async () => {
    const current: Product = { ...OIL, stock: 21, price: '65.99', version: 3 };
    nextAnswer = Response.json(
      {
        error: {
          code: 'CONFLICT',
          message: `${OIL.name} was changed since you opened it. Check the current figures and save again.`,
          details: { reason: 'STALE_VERSION', version: 1, current },
        },
      },
      { status: 409 },
    );
    renderForm(OIL);
    fireEvent.change(field('Name'), { target: { value: 'Sunfoil Oil 2L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Changed while you were editing');
    expect(notice.textContent).toContain('Stock: was 24, now 21');
    expect(notice.textContent).toContain('Price (R): was R64.99, now R65.99');
    expect(field('Stock').value).toBe('21');
    expect(field('Price (R)').value).toBe('65.99');
    expect(field('Name').value).toBe('Sunfoil Oil 2L');

    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ body: { name: 'Sunfoil Oil 2L', version: 3 } });
    expect(writes[1]!.body).not.toHaveProperty('stock');
  });
});
