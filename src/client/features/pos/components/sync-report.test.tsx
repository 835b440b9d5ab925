// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import { queueSale, settleQueued } from '../offline/till-queue';
import { SyncReport } from './sync-report';

const PRODUCT = '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d01';
const cart = (price: string): CreatePosSale => ({
  items: [{ productId: PRODUCT, quantity: 2, unitPrice: price, subtotal: price }],
  subtotal: price,
  tax: '0.00',
  total: price,
  paymentMethod: 'cash',
});

afterEach(cleanup);

describe('the sync report', () => {
  it('shows a synced sale rung up below the shop price with the difference, and not others', async () => {
    const userId = crypto.randomUUID();
    localStorage.setItem('kasitrade_user', JSON.stringify({ id: userId }));
    const names = new Map([[PRODUCT, 'Maize 1kg']]);
    const sale = { vatPercent: 0, customerName: null, cashier: null };
    const below = await queueSale(userId, { ...sale, id: 'a', body: cart('0.00') }, names);
    const fair = await queueSale(userId, { ...sale, id: 'b', body: cart('20.00') }, names);
    const synced = (receipt: PosSale, n: number, belowPrice: string | null) => ({
      sale: { ...receipt, saleNumber: `SALE-00000${n}`, belowPrice },
    });
    await settleQueued(userId, 'a', synced(below, 1, '40.00'));
    await settleQueued(userId, 'b', synced(fair, 2, null));
    render(<SyncReport onOpen={() => {}} />);
    expect(await screen.findByText('Synced as SALE-000001')).toBeTruthy();
    expect(screen.getByText('Rung up R40.00 below your prices')).toBeTruthy();
    expect(screen.getAllByText(/below your prices/)).toHaveLength(1);
  });
});
