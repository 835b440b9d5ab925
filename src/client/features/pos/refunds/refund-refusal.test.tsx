// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { refundableSaleFixture, SALE_ID, BREAD } from '@client/test/refund-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { RefundDialog } from './refund-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a refund the server refuses', () => {
  it('says why and reads again what is left, keeping the choice within it', async () => {
    let refundedBefore = 0;
    stubFetch((call) => {
      if (call.method === 'POST') {
        // Another till refunded one bread meanwhile.
        refundedBefore = 1;
        return Response.json(
          {
            error: {
              code: 'UNPROCESSABLE',
              message: 'That is more than is left to refund on this sale',
              details: { reason: 'MORE_THAN_REMAINS', productId: BREAD, remaining: 1 },
            },
          },
          { status: 422 },
        );
      }
      const sale = refundableSaleFixture();
      sale.items[0]!.refundedQuantity = refundedBefore;
      return Response.json(sale);
    });
    renderWithQuery(
      <>
        <RefundDialog
          start={{ saleId: SALE_ID }}
          opener={null}
          askApproval={() => Promise.resolve(null)}
          onClose={() => {}}
        />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refund everything' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refund R23.00' }));
    await screen.findAllByText('That is more than is left to refund on this sale');
    await screen.findByText('1 of 2 left to refund');
    expect(screen.getByLabelText('Bread to refund').textContent).toBe('1');
    screen.getByRole('button', { name: 'Refund R11.50' });
  });
});
