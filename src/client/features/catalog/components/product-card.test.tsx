// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/catalog/catalog.schemas';
import { ProductCard, type ProductActions } from './product-card';

const product = (overrides: Partial<Product>): Product => ({
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
  ...overrides,
});

const actions = (): ProductActions => ({
  onAddToOrder: vi.fn(),
  onRepeat: vi.fn(),
  onEdit: vi.fn(),
  onAdjust: vi.fn(),
});

afterEach(cleanup);

describe('ProductCard', () => {
  it('shows the pack size on its own line, so look-alikes differ at a glance', () => {
    render(<ProductCard product={product({})} actions={actions()} />);
    render(
      <ProductCard
        product={product({ id: 'p-750', name: 'Sunfoil Sunflower Oil 750ml' })}
        actions={actions()}
      />,
    );
    expect(screen.getAllByTestId('pack-size').map((el) => el.textContent)).toEqual(['2L', '750ml']);
  });

  it('stops the quantity at the stock, says so, and prices what will be ordered', () => {
    const act = actions();
    render(<ProductCard product={product({})} actions={act} />);
    const box = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '1001' } });
    expect(box.value).toBe('24');
    expect(screen.getByRole('status').textContent).toBe('Only 24 in stock');
    // 24 units: 10% off 64.99 = 58.49 each, 1 403.76 in all
    expect(screen.getByTestId('bulk-price').textContent).toBe('R1 403.76');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Order' }));
    expect(act.onAddToOrder).toHaveBeenCalledWith(expect.objectContaining({ stock: 24 }), 24);
  });

  it('offers nothing to order of a product out of stock', () => {
    const act = actions();
    render(
      <ProductCard product={product({ stock: 0, stockStatus: 'out-of-stock' })} actions={act} />,
    );
    const card = screen.getByTestId('product-card');
    const button = within(card).getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(act.onAddToOrder).not.toHaveBeenCalled();
  });

  it('shows only the actions given: a cashier looks up, the stock and edit buttons stay away', () => {
    render(<ProductCard product={product({})} actions={{}} />);
    for (const name of [/add to order/i, /repeat/i, /stock$/i, /edit/i])
      expect(screen.queryByRole('button', { name })).toBeNull();
    cleanup();
    const onAdjust = vi.fn();
    render(<ProductCard product={product({})} actions={{ onAdjust }} />);
    fireEvent.click(screen.getByRole('button', { name: /stock/i }));
    expect(onAdjust).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /edit/i })).toBeNull();
  });

  it('flags a product sold below its cost, and only then', () => {
    render(
      <ProductCard
        product={product({ costPrice: '70.00', belowCost: true })}
        actions={actions()}
      />,
    );
    expect(screen.getByTestId('below-cost-badge').textContent).toBe('Below cost');
    cleanup();
    render(<ProductCard product={product({ costPrice: '50.00' })} actions={actions()} />);
    expect(screen.queryByTestId('below-cost-badge')).toBeNull();
  });

  it('marks a medicine and a pesticide, and no general product', () => {
    render(<ProductCard product={product({ kind: 'pesticide' })} actions={actions()} />);
    expect(screen.getByTestId('kind-badge').textContent).toBe('Pesticide');
    cleanup();
    render(<ProductCard product={product({ kind: 'medicine' })} actions={actions()} />);
    expect(screen.getByTestId('kind-badge').textContent).toBe('Medicine');
    cleanup();
    render(<ProductCard product={product({})} actions={actions()} />);
    expect(screen.queryByTestId('kind-badge')).toBeNull();
  });
});
