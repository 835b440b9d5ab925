// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePosSale } from '@shared/pos/pos.schemas';
import { rememberOpenShift } from '@client/lib/till-shift';
import { queueSale, waitingSales } from './till-queue';

const PRODUCT = '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d01';
const SHIFT = '3c9a1f2e-5b4d-4e6f-8a7b-9c0d1e2f3a4b';
const body: CreatePosSale = {
  items: [{ productId: PRODUCT, quantity: 1, unitPrice: '12.00', subtotal: '12.00' }],
  subtotal: '12.00',
  tax: '0.00',
  total: '12.00',
  paymentMethod: 'cash',
};
const sale = (id: string) => ({ id, body, vatPercent: 0, customerName: null, cashier: null });

afterEach(() => localStorage.clear());

describe('a sale queued offline names its shift', () => {
  it('carries the id of the shift open on this phone', async () => {
    const userId = crypto.randomUUID();
    rememberOpenShift(userId, SHIFT);
    await queueSale(userId, sale('a'), new Map());
    expect((await waitingSales(userId, 1))[0]?.body.offline?.shiftId).toBe(SHIFT);
  });

  it('names none when no shift is open, or when the kept shift is another shop’s', async () => {
    const userId = crypto.randomUUID();
    rememberOpenShift(crypto.randomUUID(), SHIFT);
    await queueSale(userId, sale('b'), new Map());
    expect((await waitingSales(userId, 1))[0]?.body.offline?.shiftId).toBeNull();
    rememberOpenShift(userId, null);
    const other = crypto.randomUUID();
    await queueSale(other, sale('c'), new Map());
    expect((await waitingSales(other, 1))[0]?.body.offline?.shiftId).toBeNull();
  });
});
