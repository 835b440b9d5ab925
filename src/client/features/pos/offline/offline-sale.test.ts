import { describe, expect, it } from 'vitest';
import type { CreatePosSale } from '@shared/pos/pos.schemas';
import { ApiError } from '@client/lib/api';
import {
  afterSale,
  newDeviceName,
  offlineBody,
  offlineReceipt,
  offlineReceiptNumber,
  sendFailure,
} from './offline-sale';
import { syncRetryDelay } from './sync-retry';

const cart: CreatePosSale = {
  customerId: null,
  items: [{ productId: 'p1', quantity: 2, unitPrice: '17.99', subtotal: '35.98' }],
  subtotal: '35.98',
  tax: '5.40',
  total: '41.38',
  paymentMethod: 'cash',
  status: 'completed',
  cashTendered: '50.00',
};

describe('an offline sale', () => {
  it('is numbered OFF-<device>-<n> by a short device name', () => {
    const name = newDeviceName(() => 0.5);
    expect(name).toMatch(/^[A-Z0-9]{6}$/);
    expect(offlineReceiptNumber(name, 7)).toBe(`OFF-${name}-7`);
  });

  it('carries when it happened, its number and the VAT it was charged at', () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    expect(offlineBody(cart, 'OFF-AB12CD-1', at, 15).offline).toEqual({
      receiptNumber: 'OFF-AB12CD-1',
      soldAt: '2026-11-23T10:00:00.000Z',
      vatPercent: 15,
      cashierId: null,
      shiftId: null,
    });
    expect(offlineBody(cart, 'OFF-AB12CD-2', at, 0).offline?.vatPercent).toBe(0);
  });

  it('keeps the discounts it was rung up with, in the body it sends and on its receipt', () => {
    // 2 x 17.99 = 35.98, 10% off = 3.60 -> 32.38; R2.38 off the sale -> 30.00; VAT 4.50
    const discounted: CreatePosSale = {
      ...cart,
      items: [{ ...cart.items[0]!, subtotal: '32.38', discount: { kind: 'percent', percent: 10 } }],
      subtotal: '32.38',
      discount: { kind: 'amount', amount: '2.38' },
      tax: '4.50',
      total: '34.50',
    };
    const body = offlineBody(discounted, 'OFF-AB12CD-3', new Date('2026-11-23T10:00:00Z'), 15);
    expect(body).toMatchObject({
      discount: { kind: 'amount', amount: '2.38' },
      items: [{ discount: { kind: 'percent', percent: 10 } }],
    });
    expect(offlineReceipt('id-3', body, new Map([['p1', 'Bread']]), null)).toMatchObject({
      items: [{ subtotal: '32.38', discount: '3.60', discountPercent: 10 }],
      subtotal: '32.38',
      discount: '2.38',
      discountPercent: null,
      discountTotal: '5.98',
      total: '34.50',
    });
  });

  it('prints a receipt at once, with names, change and no link until synced', () => {
    const body = offlineBody(cart, 'OFF-AB12CD-1', new Date('2026-11-23T10:00:00Z'), 15);
    const receipt = offlineReceipt('id-1', body, new Map([['p1', 'Bread']]), null);
    expect(receipt).toMatchObject({
      saleNumber: 'OFF-AB12CD-1',
      items: [{ name: 'Bread', quantity: 2, unitPrice: '17.99', subtotal: '35.98' }],
      total: '41.38',
      cashTendered: '50.00',
      changeDue: '8.62',
      vatPercent: 15,
      receiptToken: null,
    });
  });

  it('carries the staff member who rang it up, in the body it sends and on its receipt', () => {
    const cashier = { id: '0b7e3c1a-7d1e-4f4e-9a51-1a2b3c4d5e6f', name: 'Thandi' };
    const body = offlineBody(
      cart,
      'OFF-AB12CD-4',
      new Date('2026-11-23T10:00:00Z'),
      15,
      cashier.id,
    );
    expect(body.offline?.cashierId).toBe(cashier.id);
    expect(offlineReceipt('id-4', body, new Map(), null, cashier).cashier).toEqual(cashier);
  });

  it('stays queued on no network, server errors, a lapsed session or a rate limit', () => {
    expect(sendFailure(new TypeError('Failed to fetch'))).toEqual({
      retry: true,
      afterSeconds: null,
    });
    for (const status of [500, 503, 401, 429]) {
      expect(sendFailure(new ApiError(status, '', 'x'))).toEqual({
        retry: true,
        afterSeconds: null,
      });
    }
  });

  it('keeps the wait a busy server names (503 or 429 with retryAfterSeconds)', () => {
    const busy = JSON.stringify({
      error: {
        code: 'UNAVAILABLE',
        message: 'Too many requests',
        details: { retryAfterSeconds: 2 },
      },
    });
    expect(sendFailure(new ApiError(503, busy, 'x'))).toEqual({ retry: true, afterSeconds: 2 });
    expect(sendFailure(new ApiError(429, busy, 'x'))).toEqual({ retry: true, afterSeconds: 2 });
    expect(sendFailure(new ApiError(500, busy, 'x'))).toEqual({ retry: true, afterSeconds: null });
  });

  it('waits between the named wait and twice it, at random', () => {
    expect(syncRetryDelay(2, () => 0)).toBe(2000);
    expect(syncRetryDelay(2, () => 0.5)).toBe(3000);
    expect(syncRetryDelay(2, () => 0.999)).toBeLessThan(4000);
  });

  it('is refused for good on any other answer, with the server message', () => {
    const body = JSON.stringify({ error: { code: 'RULE', message: 'more than 7 days ago' } });
    expect(sendFailure(new ApiError(422, body, 'Unprocessable'))).toEqual({
      retry: false,
      message: 'more than 7 days ago',
    });
  });

  it('takes the phone copy of the stock down, never below zero', () => {
    const product = { stock: 2 } as Parameters<typeof afterSale>[0];
    expect(afterSale(product, 1).stock).toBe(1);
    expect(afterSale(product, 5).stock).toBe(0);
  });
});
