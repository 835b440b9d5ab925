// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { pageFixture, saleFixture } from '@client/test/api-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { ReceiptDialog } from './receipt-dialog';
import { RecentSales } from './recent-sales';

const LERATO = '00000000-0000-4000-8000-0000000000a1';
const staffMember: ShopStaff = {
  id: LERATO,
  name: 'Lerato Dlamini',
  role: 'cashier',
  phone: null,
  isActive: true,
  permissions: ['sell', 'take_repayments'],
  lockedUntil: null,
  lastWorkedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const item = {
  productId: '00000000-0000-4000-8000-0000000000b1',
  name: 'Bread',
  quantity: 1,
  unitPrice: '18.00',
  subtotal: '18.00',
  refundedQuantity: 0,
};
const byLerato = saleFixture({
  id: '00000000-0000-4000-8000-0000000000c1',
  saleNumber: 'SALE-000002',
  items: [item],
  total: '18.00',
  cashier: { id: LERATO, name: 'Lerato Dlamini' },
});
const byOwner = saleFixture({
  id: '00000000-0000-4000-8000-0000000000c2',
  saleNumber: 'SALE-000001',
  items: [item],
  total: '18.00',
});

let calls: FetchCall[];
const salesCalls = () => calls.filter((call) => call.url.startsWith('/api/pos-sales'));

beforeEach(() => {
  localStorage.clear();
  calls = stubFetch((call) => {
    if (call.url === '/api/shop-staff') return Response.json([staffMember]);
    const sales = call.url.includes(`cashierId=${LERATO}`) ? [byLerato] : [byLerato, byOwner];
    return Response.json(pageFixture(sales, 10));
  });
});
afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
});

describe('recent sales, by who sold them', () => {
  it('names the cashier of each sale, Owner for the owner’s, and lets the owner list one person’s', async () => {
    renderWithQuery(<RecentSales onOpen={() => {}} onRefund={() => {}} />);
    const lerato = await screen.findByRole('button', { name: /^Open receipt ?SALE-000002/ });
    expect(lerato.textContent).toContain('SALE-000002 · Lerato');
    const owner = screen.getByRole('button', { name: /^Open receipt ?SALE-000001/ });
    expect(owner.textContent).toContain('SALE-000001 · Owner');

    const soldBy = await screen.findByLabelText('Sold by');
    expect([...(soldBy as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Everyone',
      'Owner',
      'Lerato Dlamini',
    ]);
    fireEvent.change(soldBy, { target: { value: LERATO } });
    await waitFor(() =>
      expect(salesCalls().map((call) => call.url)).toContain(
        `/api/pos-sales?pageSize=10&cashierId=${LERATO}`,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Open receipt ?SALE-000001/ })).toBeNull(),
    );
    fireEvent.change(soldBy, { target: { value: 'owner' } });
    await waitFor(() =>
      expect(salesCalls().at(-1)?.url).toBe('/api/pos-sales?pageSize=10&cashierId=owner'),
    );
  });

  it('offers no filter and asks for no staff list in a staff session', async () => {
    saveStaffSession({
      token: 'staff-token',
      staff: { id: LERATO, name: 'Lerato Dlamini', role: 'cashier', permissions: ['sell'] },
    });
    renderWithQuery(<RecentSales onOpen={() => {}} onRefund={() => {}} />);
    const row = await screen.findByRole('button', { name: /^Open receipt ?SALE-000002/ });
    expect(row.textContent).toContain('· Lerato');
    expect(screen.queryByLabelText('Sold by')).toBeNull();
    expect(calls.some((call) => call.url === '/api/shop-staff')).toBe(false);
  });
});

describe('the receipt dialog', () => {
  it('says "Served by" with the staff member’s first name, and nothing of the kind for the owner', () => {
    const { rerender } = renderWithQuery(<ReceiptDialog sale={byLerato} onClose={() => {}} />);
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(within(receipt).getByText('Served by Lerato')).toBeTruthy();
    rerender(<ReceiptDialog sale={byOwner} onClose={() => {}} />);
    expect(
      within(screen.getByRole('article', { name: 'Receipt' })).queryByText(/Served by/),
    ).toBeNull();
  });
});

describe('recent sales, refunds', () => {
  // A sale that reached the server has its receipt link; one still waiting offline cannot be refunded.
  const synced = { ...byLerato, receiptToken: 't2' };

  it('shows how much of each sale was refunded and opens a sale’s refund', async () => {
    const partly = { ...synced, status: 'partially_refunded', refundedAmount: '5.00' };
    const whole = { ...byOwner, receiptToken: 't1', status: 'refunded', refundedAmount: '18.00' };
    calls = stubFetch(() => Response.json(pageFixture([partly, whole], 10)));
    const onRefund = vi.fn();
    renderWithQuery(<RecentSales onOpen={() => {}} onRefund={onRefund} />);
    const row = await screen.findByRole('button', { name: /^Open receipt ?SALE-000002/ });
    expect(row.textContent).toContain('Partly refunded R5.00');
    const refunded = screen.getByRole('button', { name: /^Open receipt ?SALE-000001/ });
    expect(refunded.textContent).toContain('Refunded');
    // Nothing is left to refund of a refunded sale: it offers no refund.
    expect(screen.queryByRole('button', { name: 'Refund SALE-000001' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund SALE-000002' }));
    expect(onRefund).toHaveBeenCalledWith(byLerato.id);
  });

  it('disables the refunds offline and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    calls = stubFetch(() => Response.json(pageFixture([synced], 10)));
    renderWithQuery(<RecentSales onOpen={() => {}} onRefund={() => {}} />);
    const refund = await screen.findByRole('button', { name: 'Refund SALE-000002' });
    expect(refund).toHaveProperty('disabled', true);
    screen.getByText('Refunds need the internet: the server must confirm what is left to refund');
    vi.restoreAllMocks();
  });
});
