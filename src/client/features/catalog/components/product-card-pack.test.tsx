// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { productFixture } from '@client/test/api-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import { ProductCard } from './product-card';

const EGGS = productFixture({ id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d21', name: 'Eggs' });
const SIX = productFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d22',
  name: 'Eggs six',
  packOf: EGGS.id,
  packUnits: 6,
});

beforeEach(() => {
  stubFetch((call) =>
    call.url === `/api/products/${EGGS.id}`
      ? Response.json(EGGS)
      : Response.json(
          { error: { code: 'NOT_FOUND', message: 'Product not found' } },
          { status: 404 },
        ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const actions = () => ({ onEdit: vi.fn(), onAdjust: vi.fn() });

describe('a pack’s catalogue card', () => {
  it('says "Pack of 6 · from Eggs" and offers no stock adjustment (its stock is the base’s)', async () => {
    renderWithQuery(<ProductCard product={SIX} actions={actions()} />);
    expect((await screen.findByText('Pack of 6 · from Eggs')).textContent).toBe(
      'Pack of 6 · from Eggs',
    );
    expect(screen.queryByRole('button', { name: 'Stock' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Product Eggs six' })).toBeTruthy();
  });

  it('a single product has no pack line and keeps its stock button', () => {
    renderWithQuery(<ProductCard product={EGGS} actions={actions()} />);
    expect(screen.queryByTestId('pack-line')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stock' })).toBeTruthy();
  });
});
