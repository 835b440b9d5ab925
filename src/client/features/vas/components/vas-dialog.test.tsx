// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@client/lib/query-client';
import { VasDialog } from './vas-dialog';

let posts: { url: string; body: unknown }[];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      posts.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
      return Response.json(
        {
          deposit: {
            id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f01',
            reference: 'FLT-000001',
            amount: '100.00',
            status: 'completed',
            depositReference: null,
            failureReason: null,
            sandbox: true,
            createdAt: '2026-11-23T08:00:00.000Z',
          },
          walletBalance: '100.00',
        },
        { status: 201 },
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(walletBalance: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <VasDialog kind="airtime" walletBalance={walletBalance} sandbox onClose={() => {}} />
    </QueryClientProvider>,
  );
}

async function fillAirtime(amount: string) {
  fireEvent.change(screen.getByLabelText('Network'), { target: { value: 'vodacom' } });
  fireEvent.change(screen.getByLabelText('Cellphone number'), {
    target: { value: '071 234 5678' },
  });
  fireEvent.change(screen.getByLabelText('Amount (R)'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('VasDialog with too little float', () => {
  it('shows the float first and refuses before the confirm step, with the shortfall', async () => {
    renderDialog('10.00');
    expect(screen.getByTestId('vas-float').textContent).toBe('Float available: R10.00');
    await fillAirtime('25');
    await screen.findByText('Your wallet has R10.00, this needs R15.00 more. Load float first.');
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('loads float from the dialog and comes back to the filled form', async () => {
    renderDialog('0.00');
    await fillAirtime('25');
    fireEvent.click(await screen.findByRole('button', { name: 'Load float' }));
    fireEvent.change(screen.getByLabelText('Float amount (R)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load float' }));
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/vas/float-deposits', body: { amount: '100.00' } }]),
    );
    expect(((await screen.findByLabelText('Amount (R)')) as HTMLInputElement).value).toBe('25');
  });

  it('goes on to the confirm step when the float covers the amount', async () => {
    renderDialog('30.00');
    await fillAirtime('25');
    await screen.findByRole('button', { name: 'Confirm R25.00' });
  });
});
