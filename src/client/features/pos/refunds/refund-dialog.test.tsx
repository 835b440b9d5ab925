// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import type { AskApproval } from '../sale-approval';
import { RefundDialog } from './refund-dialog';
import { BREAD, refundableSaleFixture, refundFixture, SALE_ID } from '@client/test/refund-fixtures';

let calls: FetchCall[];
let answerRefund: (call: FetchCall) => Response | Promise<Response>;
const posts = () => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  answerRefund = () => Response.json(refundFixture(), { status: 201 });
  calls = stubFetch((call) => {
    if (call.method === 'POST') return answerRefund(call);
    if (call.url === `/api/pos-sales/${SALE_ID}`) return Response.json(refundableSaleFixture());
    if (call.url.startsWith('/api/pos-sales?receiptNumber=SALE-000010')) {
      return Response.json({ items: [refundableSaleFixture()], total: 1, page: 1, pageSize: 1 });
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 1 });
  });
});
afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(start: Parameters<typeof RefundDialog>[0]['start'], ask?: AskApproval) {
  const onClose = vi.fn();
  renderWithQuery(
    <>
      <RefundDialog
        start={start}
        opener={null}
        askApproval={ask ?? (() => Promise.resolve(null))}
        onClose={onClose}
      />
      <Toaster />
    </>,
  );
  return onClose;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const amounts = () => screen.getByText('To return').closest('dl') as HTMLElement;

describe('the refund dialog', () => {
  it('previews amount and VAT by the shared rule, and keeps each stepper within what is left', async () => {
    open({ saleId: SALE_ID });
    await screen.findByRole('heading', { name: 'Refund SALE-000010' });
    screen.getByText('2 of 2 left to refund');
    screen.getByText('0 of 1 left to refund');
    expect(button('One more Milk to refund')).toHaveProperty('disabled', true);
    expect(button('Refund R0.00')).toHaveProperty('disabled', true);

    fireEvent.click(button('One more Bread to refund'));
    expect(within(amounts()).getByText('R11.50')).toBeTruthy();
    expect(within(amounts()).getByText('R1.50')).toBeTruthy();
    within(amounts()).getByText('Cash from the drawer');
    fireEvent.click(button('One more Bread to refund'));
    expect(button('One more Bread to refund')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Bread to refund').textContent).toBe('2');
    screen.getByRole('button', { name: 'Refund R23.00' });

    fireEvent.click(button('One less Bread to refund'));
    fireEvent.click(button('One less Bread to refund'));
    expect(button('One less Bread to refund')).toHaveProperty('disabled', true);
    fireEvent.click(button('Refund everything'));
    expect(screen.getByLabelText('Bread to refund').textContent).toBe('2');
    expect(within(amounts()).getByText('R23.00')).toBeTruthy();
  });

  it('turns "Put back on the shelf" off for damaged and expired goods, lets the cashier change it, and sends that', async () => {
    open({ saleId: SALE_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'One more Bread to refund' }));
    const shelf = screen.getByRole('switch', { name: 'Put back on the shelf' });
    expect(shelf.getAttribute('aria-checked')).toBe('true');
    const reason = screen.getByLabelText('Reason');
    fireEvent.change(reason, { target: { value: 'damaged' } });
    expect(shelf.getAttribute('aria-checked')).toBe('false');
    screen.getByText('Written off: it does not go back into stock.');
    fireEvent.change(reason, { target: { value: 'wrong_item' } });
    expect(shelf.getAttribute('aria-checked')).toBe('true');
    fireEvent.change(reason, { target: { value: 'expired' } });
    expect(shelf.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(shelf);
    expect(shelf.getAttribute('aria-checked')).toBe('true');

    answerRefund = () =>
      Response.json(refundFixture({ amount: '11.49', reason: 'expired' }), { status: 201 });
    fireEvent.click(button('Refund R11.50'));
    // The server's answer is the final word: its amount, on the credit note.
    const note = await screen.findByRole('article', { name: 'Credit note' });
    expect(posts()[0]!.body).toEqual({
      lines: [{ productId: BREAD, quantity: 1 }],
      reason: 'expired',
      restock: true,
    });
    expect(posts()[0]!.url).toBe(`/api/pos-sales/${SALE_ID}/refunds`);
    within(note).getByText('Credit note CN-000001');
    within(note).getAllByText(/^For sale SALE-000010 of /);
    within(note).getByText('R11.49');
    within(note).getByText('Reason: Expired');
  });

  it('sends a retried attempt under the same Idempotency-Key', async () => {
    answerRefund = () => Promise.reject(new TypeError('Failed to fetch'));
    open({ saleId: SALE_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'One more Bread to refund' }));
    fireEvent.click(button('Refund R11.50'));
    await screen.findByText('The refund could not be made.');
    answerRefund = () => Response.json(refundFixture(), { status: 201 });
    fireEvent.click(button('Refund R11.50'));
    await screen.findByRole('article', { name: 'Credit note' });
    const [first, second] = posts().map((call) => call.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('asks a manager or the owner when the server refuses the person serving, then sends with the token', async () => {
    answerRefund = (call) =>
      call.headers['approval-token'] === 'tok-1'
        ? Response.json(refundFixture(), { status: 201 })
        : Response.json(
            {
              error: {
                code: 'FORBIDDEN',
                message: 'Not allowed',
                details: { reason: 'STAFF_PERMISSION', permission: 'refund' },
              },
            },
            { status: 403 },
          );
    const ask = vi.fn<AskApproval>(() => Promise.resolve({ token: 'tok-1' }));
    open({ saleId: SALE_ID }, ask);
    fireEvent.click(await screen.findByRole('button', { name: 'One more Bread to refund' }));
    fireEvent.click(button('Refund R11.50'));
    await screen.findByRole('article', { name: 'Credit note' });
    expect(ask).toHaveBeenCalledWith('refund');
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.headers['idempotency-key']).toBe(posts()[0]!.headers['idempotency-key']);
  });

  it('asks before sending for a cashier without the refund permission, and sends nothing when no one approves', async () => {
    saveStaffSession({
      token: 'staff-token',
      staff: {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: 'Lerato',
        role: 'cashier',
        permissions: ['sell'],
      },
    } as Parameters<typeof saveStaffSession>[0]);
    const ask = vi.fn<AskApproval>(() => Promise.resolve(null));
    open({ saleId: SALE_ID }, ask);
    fireEvent.click(await screen.findByRole('button', { name: 'One more Bread to refund' }));
    fireEvent.click(button('Refund R11.50'));
    await waitFor(() => expect(ask).toHaveBeenCalledWith('refund'));
    expect(posts()).toHaveLength(0);
  });

  it('finds a sale by its typed or scanned receipt number and opens its refund', async () => {
    open({ find: true });
    const number = screen.getByLabelText('Receipt number');
    fireEvent.change(number, { target: { value: 'SALE-000099' } });
    fireEvent.submit(number.closest('form')!);
    await screen.findByText('No sale has the receipt number SALE-000099.');
    fireEvent.change(number, { target: { value: 'SALE-000010' } });
    fireEvent.submit(number.closest('form')!);
    await screen.findByRole('heading', { name: 'Refund SALE-000010' });
    expect(calls.map((call) => call.url)).toContain(
      '/api/pos-sales?receiptNumber=SALE-000010&pageSize=1',
    );
  });

  it('is disabled offline, saying why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open({ saleId: SALE_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'One more Bread to refund' }));
    screen.getByText('Refunds need the internet: the server must confirm what is left to refund');
    expect(button('Refund R11.50')).toHaveProperty('disabled', true);
  });
});
