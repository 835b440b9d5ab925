// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS } from '@shared/shop-staff/permissions';
import { ApiError } from '@client/lib/api';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { noteExpiredStock } from './expired-stock-note';
import { ExpiredStockRefusal } from './expired-stock-refusal';

const AMASI = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0e01';
const BATCH = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0e02';

/** The server's 422 when a sale holds use-by stock past its date. */
const refusal = (status = 422, reason = 'EXPIRED_STOCK') =>
  new ApiError(
    status,
    JSON.stringify({
      error: {
        code: 'VALIDATION_ERROR',
        message:
          '12 of Amasi 500ml are past their use-by date (2026-11-25): write them off before selling',
        details: {
          reason,
          batches: [
            {
              batchId: BATCH,
              productId: AMASI,
              productName: 'Amasi 500ml',
              quantity: 12,
              expiryDate: '2026-11-25',
            },
          ],
        },
      },
    }),
    '',
  );

afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
});

describe('the till’s refusal of use-by stock past its date', () => {
  it('names the product, how many and the date, and the owner writes them off as expired', async () => {
    const calls = stubFetch(() =>
      Response.json(
        {
          id: BATCH,
          productId: AMASI,
          productName: 'Amasi 500ml',
          batchId: BATCH,
          expiryDate: '2026-11-25',
          quantity: 12,
          reason: 'expired',
          note: null,
          valueAtCost: '84.00',
          writtenOffBy: null,
          createdAt: '2026-11-27T08:00:00.000Z',
        },
        { status: 201 },
      ),
    );
    renderWithQuery(<ExpiredStockRefusal />);
    expect(noteExpiredStock(refusal(409))).toBe(false);
    expect(noteExpiredStock(refusal(422, 'INSUFFICIENT_STOCK'))).toBe(false);
    expect(noteExpiredStock(new Error('offline'))).toBe(false);
    act(() => void noteExpiredStock(refusal()));
    const dialog = await screen.findByRole('dialog', { name: 'Past the use-by date: not sold' });
    expect(
      within(dialog).getByText('12 of Amasi 500ml: use by 25 Nov 2026 has passed'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write them off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/products/${AMASI}/write-offs`);
    expect(post.body).toEqual({ quantity: 12, reason: 'expired', batchId: BATCH });
  });

  it('tells a cashier who may not change stock to ask, with nothing to write off', async () => {
    stubFetch(() => Response.json({}));
    saveStaffSession({
      token: 'staff-token',
      staff: {
        id: BATCH,
        name: 'Lerato',
        role: 'cashier',
        permissions: [...DEFAULT_PERMISSIONS.cashier],
      },
    });
    renderWithQuery(<ExpiredStockRefusal />);
    act(() => void noteExpiredStock(refusal()));
    const dialog = await screen.findByRole('dialog', { name: 'Past the use-by date: not sold' });
    expect(within(dialog).getByText(/Ask the owner or a person who may change stock/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Write them off' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
