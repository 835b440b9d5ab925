// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@shared/micro-lending/micro-lending.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { ApplyDialog } from './apply-dialog';
import { RepayDialog } from './repay-dialog';

const LENDER = { name: 'KasiTrade Sandbox Lender', mode: 'sandbox', ncrNumber: null };
const LOAN: Loan = {
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a01',
  loanType: 'float_credit',
  status: 'active',
  amount: '500.00',
  fee: '10.00',
  totalToRepay: '510.00',
  outstandingAmount: '510.00',
  interestRate: '2.00',
  termDays: 3,
  purpose: null,
  date: '2026-03-10T08:00:00.000Z',
  dueDate: '2026-03-13T08:00:00.000Z',
  repaymentDate: null,
  overdue: false,
  lender: LENDER.name,
  sandbox: true,
  failureReason: null,
};

let calls: FetchCall[];
let postAnswer: () => Response;
const posts = () =>
  calls
    .filter((call) => call.method === 'POST')
    .map(({ url, body, headers }) => ({ url, body, key: headers['idempotency-key'] }));

beforeEach(() => {
  postAnswer = () => Response.json(LOAN, { status: 201 });
  calls = stubFetch((call) => (call.method === 'POST' ? postAnswer() : Response.json(LENDER)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithQueries(node: ReactNode) {
  renderWithQuery(
    <>
      {node}
      <Toaster />
    </>,
  );
  return screen.getByRole('dialog');
}

const amountBox = (dialog: HTMLElement) => within(dialog).getByLabelText('Amount (R)');

describe('ApplyDialog', () => {
  it('keeps Submit disabled until the amount is above 0 and within the type maximum', async () => {
    const dialog = renderWithQueries(<ApplyDialog loanType="float_credit" onClose={vi.fn()} />);
    const submit = within(dialog).getByRole('button', { name: 'Confirm Loan' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(amountBox(dialog).getAttribute('max')).toBe('500.00');
    fireEvent.change(amountBox(dialog), { target: { value: '0' } });
    await within(dialog).findByText('Amount must be greater than 0');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(amountBox(dialog), { target: { value: '500.01' } });
    await within(dialog).findByText('Float Credit is at most R500.00');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(amountBox(dialog), { target: { value: '500' } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  });

  it('shows the lender, total to repay and due date before confirming', async () => {
    const dialog = renderWithQueries(<ApplyDialog loanType="float_credit" onClose={vi.fn()} />);
    expect(within(dialog).getByTestId('total-to-repay').textContent).toBe('—');
    fireEvent.change(amountBox(dialog), { target: { value: '500' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('total-to-repay').textContent).toBe('R510.00'),
    );
    expect(within(dialog).getByText('R10.00')).toBeTruthy();
    expect(within(dialog).getByTestId('due-date').textContent).toMatch(/\(in 3 days\)$/);
    await within(dialog).findByText('KasiTrade Sandbox Lender');
    expect(within(dialog).getByText('Sandbox')).toBeTruthy();
  });

  it("sends the type's own term and rate, says 'Loan Approved!' and closes", async () => {
    const onClose = vi.fn();
    const dialog = renderWithQueries(<ApplyDialog loanType="float_credit" onClose={onClose} />);
    fireEvent.change(amountBox(dialog), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Purpose (optional)'), {
      target: { value: 'Float' },
    });
    const submit = within(dialog).getByRole('button', { name: 'Confirm Loan' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        url: '/api/micro-lending/apply',
        body: {
          loanType: 'float_credit',
          amount: '500.00',
          purpose: 'Float',
          termDays: 3,
          interestRate: '2.00',
        },
        key: undefined,
      },
    ]);
    expect(await screen.findByText('Loan Approved!')).toBeTruthy();
  });

  it("says 'Application Failed' with the server's message and stays open", async () => {
    postAnswer = () =>
      Response.json(
        { error: { code: 'RULE_VIOLATION', message: 'You have an overdue loan.' } },
        { status: 422 },
      );
    const onClose = vi.fn();
    const dialog = renderWithQueries(<ApplyDialog loanType="emergency" onClose={onClose} />);
    fireEvent.change(amountBox(dialog), { target: { value: '100' } });
    const submit = within(dialog).getByRole('button', { name: 'Confirm Loan' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Application Failed')).toBeTruthy();
    expect(screen.getByText('You have an overdue loan.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('RepayDialog', () => {
  it('refuses more than is outstanding and retries a failed payment with the same key', async () => {
    postAnswer = () => new Response('gateway down', { status: 503 });
    const onClose = vi.fn();
    const dialog = renderWithQueries(<RepayDialog loan={LOAN} onClose={onClose} />);
    fireEvent.change(amountBox(dialog), { target: { value: '510.01' } });
    await within(dialog).findByText('At most the R510.00 outstanding');
    fireEvent.change(amountBox(dialog), { target: { value: '110' } });
    const pay = await within(dialog).findByRole('button', { name: 'Pay R110.00' });
    fireEvent.click(pay);
    await screen.findByText('Unable to record your repayment.');

    postAnswer = () =>
      Response.json(
        {
          loan: { ...LOAN, outstandingAmount: '400.00' },
          repayment: { id: 'r1', amount: '110.00', createdAt: LOAN.date },
        },
        { status: 201 },
      );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay R110.00' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(screen.getByText('R110.00 paid. R400.00 still to repay.')).toBeTruthy();
    expect(posts().map((p) => p.url)).toEqual([
      `/api/micro-lending/repay/${LOAN.id}`,
      `/api/micro-lending/repay/${LOAN.id}`,
    ]);
    expect(posts()[0]!.body).toEqual({ amount: '110.00' });
    expect(posts()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts()[1]!.key).toBe(posts()[0]!.key);
  });
});
