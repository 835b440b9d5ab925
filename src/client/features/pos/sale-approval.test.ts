import { describe, expect, it, vi } from 'vitest';
import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import { ApiError } from '@client/lib/api';
import { approvalAsked, approvalNeeded, sendApproved } from './sale-approval';

const CASHIER = {
  id: '0b7e3c1a-7d1e-4f4e-9a51-1a2b3c4d5e6f',
  name: 'Thandi',
  role: 'cashier' as const,
  permissions: ['sell' as const, 'take_repayments' as const],
};
const sale = (patch: Partial<CreatePosSale> = {}): CreatePosSale => ({
  customerId: null,
  items: [{ productId: 'p1', quantity: 1, unitPrice: '10.00', subtotal: '10.00' }],
  subtotal: '10.00',
  tax: '1.50',
  total: '11.50',
  paymentMethod: 'cash',
  status: 'completed',
  ...patch,
});
const refusal = (details: object) =>
  new ApiError(
    403,
    JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Not allowed', details } }),
    'Forbidden',
  );
const SOLD = { id: 's1' } as PosSale;

describe('approval on the spot', () => {
  it('is needed for a cashier selling on credit or with a discount, never for the owner', () => {
    expect(approvalNeeded(sale(), CASHIER)).toBeNull();
    expect(approvalNeeded(sale({ paymentMethod: 'credit' }), CASHIER)).toBe('give_credit');
    const discounted = sale({ discount: { kind: 'amount', amount: '1.00' } });
    expect(approvalNeeded(discounted, CASHIER)).toBe('give_discounts');
    const lineOff = sale({
      items: [{ ...sale().items[0]!, discount: { kind: 'percent', percent: 10 } }],
    });
    expect(approvalNeeded(lineOff, CASHIER)).toBe('give_discounts');
    expect(approvalNeeded(sale({ paymentMethod: 'credit' }), null)).toBeNull();
    const manager = { ...CASHIER, permissions: ['sell' as const, 'give_credit' as const] };
    expect(approvalNeeded(sale({ paymentMethod: 'credit' }), manager)).toBeNull();
  });

  it('reads what the server asks approval for', () => {
    const asked = refusal({ reason: 'STAFF_PERMISSION', permission: 'give_credit' });
    expect(approvalAsked(asked, null)).toBe('give_credit');
    expect(approvalAsked(refusal({ reason: 'APPROVAL_INVALID' }), 'give_discounts')).toBe(
      'give_discounts',
    );
    const never = refusal({ reason: 'STAFF_PERMISSION', permission: 'manage_orders' });
    expect(approvalAsked(never, null)).toBeNull();
    expect(approvalAsked(new TypeError('Failed to fetch'), 'give_credit')).toBeNull();
  });

  it('asks before sending and sends the approval token with the sale', async () => {
    const send = vi.fn().mockResolvedValue(SOLD);
    const ask = vi.fn().mockResolvedValue({ token: 'approval-1' });
    expect(await sendApproved(send, 'give_credit', ask)).toBe(SOLD);
    expect(ask).toHaveBeenCalledWith('give_credit');
    expect(send).toHaveBeenCalledWith('approval-1');
  });

  it('asks again with a new approval when the server refuses, and stops when nobody approves', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal({ reason: 'STAFF_PERMISSION', permission: 'give_credit' }))
      .mockResolvedValueOnce(SOLD);
    const ask = vi.fn().mockResolvedValue({ token: 'approval-2' });
    expect(await sendApproved(send, null, ask)).toBe(SOLD);
    expect(send.mock.calls).toEqual([[undefined], ['approval-2']]);

    const cancelled = vi.fn().mockResolvedValue(null);
    expect(await sendApproved(send, 'give_credit', cancelled)).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
