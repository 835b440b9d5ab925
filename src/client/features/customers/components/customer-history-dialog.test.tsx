// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '@client/test/api-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { CustomerHistoryDialog } from './customer-history-dialog';

const CUSTOMER = '00000000-0000-4000-8000-0000000000e1';
const SALE = '00000000-0000-4000-8000-0000000000c1';
const ORDER = '00000000-0000-4000-8000-0000000000f1';
const purchase = { totalAmount: '18.00', status: 'completed', paymentMethod: 'cash' };

beforeEach(() => {
  stubFetch(() =>
    Response.json({
      ...customerFixture({ id: CUSTOMER, name: 'Sipho Ndlovu' }),
      purchases: [
        {
          ...purchase,
          kind: 'sale',
          id: SALE,
          number: 'SALE-000004',
          createdAt: '2026-11-23T12:05:00.000Z',
        },
        {
          ...purchase,
          kind: 'order',
          id: ORDER,
          number: 'ORD-000002',
          createdAt: '2026-11-22T12:05:00.000Z',
        },
      ],
      purchaseCount: 2,
      totalSpent: '36.00',
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a customer’s purchase history', () => {
  it('links each till sale to its refund on the till, and no order', async () => {
    renderWithQuery(<CustomerHistoryDialog customerId={CUSTOMER} onClose={() => {}} />);
    const refund = await screen.findByRole('link', { name: 'Refund SALE-000004' });
    expect(refund.getAttribute('href')).toBe(`/pos?refund=${SALE}`);
    expect(refund.textContent).toBe('Refund');
    expect(screen.queryByRole('link', { name: 'Refund ORD-000002' })).toBeNull();
  });
});
