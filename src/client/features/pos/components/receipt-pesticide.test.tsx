// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { saleFixture } from '@client/test/api-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import { ReceiptDialog } from './receipt-dialog';
import { CartLines } from './cart-lines';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WARNING = 'Pesticide L1234: keep away from children and food; read the label';
const line = (name: string, extra: Record<string, unknown> = {}) => ({
  productId: `00000000-0000-4000-8000-00000000000${name.length % 10}`,
  name,
  quantity: 1,
  unitPrice: '45.00',
  subtotal: '45.00',
  refundedQuantity: 0,
  ...extra,
});

describe('a pesticide’s warning', () => {
  it('is printed under its line on the receipt, and under no other line', async () => {
    stubFetch(() => new Response('{}', { status: 404 }));
    const sale = saleFixture({
      id: '00000000-0000-4000-8000-000000000001',
      items: [line('Doom 300ml', { pesticideRegistration: 'L1234' }), line('Bread')],
    });
    renderWithQuery(<ReceiptDialog sale={sale} onClose={() => undefined} />);
    const receipt = await screen.findByRole('article');
    const items = within(receipt).getAllByRole('listitem');
    expect(within(items[0]!).getByText(WARNING)).toBeTruthy();
    expect(within(items[1]!).queryByText(/Pesticide/)).toBeNull();
  });

  it('shows in the cart on the pesticide’s line', () => {
    const cart = [
      {
        productId: 'doom',
        name: 'Doom',
        unitPrice: 4500,
        quantity: 1,
        stock: 3,
        pesticideRegistration: 'L1234',
      },
      { productId: 'bread', name: 'Bread', unitPrice: 1800, quantity: 1, stock: 3 },
    ];
    const totals = { lines: [], discounts: { lines: [] }, problems: { lines: new Map() } };
    renderWithQuery(
      <CartLines
        cart={cart}
        totals={totals as never}
        onQuantity={() => undefined}
        onDiscount={() => undefined}
      />,
    );
    const [doom, bread] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(doom!).getByText(WARNING)).toBeTruthy();
    expect(within(bread!).queryByText(/Pesticide/)).toBeNull();
  });
});
