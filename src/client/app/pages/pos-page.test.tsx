// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { unmountTill } from '@client/test/unmount-till';
import { tileName } from '@client/test/till-tile';
import {
  creditAccountFixture,
  customerFixture,
  productFixture,
  walletFixture,
} from '@client/test/api-fixtures';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import PosPage from './pos-page';

const MILK = { id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0d02', name: 'Milk 1L', price: '24.99' };
const NOMSA = customerFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0c01',
  name: 'Nomsa',
  phone: '+27820002222',
});
const THABO = customerFixture({
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0c02',
  name: 'Thabo',
  phone: '+27820003333',
});
const LIMIT_REFUSAL = 'This sale would pass the credit limit of R500.00';

let calls: FetchCall[];
let nomsaCredit: string;

beforeEach(() => {
  nomsaCredit = '50.00';
  calls = stubFetch(({ method, url }) => {
    if (method === 'POST') {
      return Response.json(
        {
          error: {
            code: 'RULE_VIOLATION',
            message: LIMIT_REFUSAL,
            details: { reason: 'CREDIT_LIMIT_EXCEEDED' },
          },
        },
        { status: 422 },
      );
    }
    if (url === '/api/shop-settings')
      return Response.json({
        vatRegistered: true,
        paymentMethods: ['cash', 'card', 'wallet', 'credit'],
      });
    if (url.startsWith('/api/products')) {
      return Response.json({
        items: [productFixture(MILK)],
        total: 1,
        page: 1,
        pageSize: 48,
      });
    }
    if (url.startsWith('/api/customers')) {
      return Response.json({ items: [NOMSA, THABO], total: 2, page: 1, pageSize: 100 });
    }
    if (url === '/api/credit-accounts') {
      return Response.json([
        creditAccountFixture({ id: 'acc-1', customerId: NOMSA.id, availableCredit: nomsaCredit }),
      ]);
    }
    if (url === '/api/wallets') {
      return Response.json([walletFixture({ id: 'w-1', customerId: THABO.id, balance: '75.50' })]);
    }
    return Response.json({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});
afterEach(async () => {
  await unmountTill();
  vi.unstubAllGlobals();
});

async function tillWithMilk() {
  renderWithQuery(
    <>
      <PosPage />
      <Toaster />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: tileName(MILK.name) }));
  await screen.findByRole('option', { name: `${NOMSA.name} · 082 000 2222` });
}

const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));
const pickCustomer = (id: string) =>
  fireEvent.change(screen.getByLabelText('Customer'), { target: { value: id } });

describe('POS credit sale', () => {
  it("shows the customer's available credit and the BNPL plan, and sends the instalments", async () => {
    await tillWithMilk();
    choose('Credit');
    expect(
      await screen.findByText(
        'Credit needs a customer: choose one with a credit account (not a walk-in).',
      ),
    ).toBeTruthy();
    pickCustomer(THABO.id);
    expect(
      await screen.findByText('This customer has no credit account (open one on Credit & BNPL).'),
    ).toBeTruthy();
    pickCustomer(NOMSA.id);
    expect(await screen.findByText('Available credit: R50.00 · Good Standing')).toBeTruthy();

    // 24.99 + 15% VAT = 28.74: one payment in 30 days, or four weekly (7.19 first).
    expect(screen.getByText('R28.74 due in 30 days')).toBeTruthy();
    choose('4 weekly');
    expect(screen.getByText('4 weekly payments of R7.19')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Checkout R28.74' }));
    expect((await screen.findAllByText(LIMIT_REFUSAL)).length).toBeGreaterThan(0);
    const sale = calls.find((c) => c.method === 'POST');
    expect(sale?.url).toBe('/api/pos-sales');
    expect(sale?.body).toMatchObject({
      customerId: NOMSA.id,
      paymentMethod: 'credit',
      instalments: 4,
      total: '28.74',
    });
    // A refused sale keeps the cart for another try.
    expect(screen.getByLabelText(`Quantity of ${MILK.name}`).textContent).toBe('1');
  });

  it('shows the wallet balance for a wallet payment, and asks only for the data it needs', async () => {
    await tillWithMilk();
    expect(calls.some((c) => c.url === '/api/wallets' || c.url === '/api/credit-accounts')).toBe(
      false,
    );
    choose('Wallet');
    expect(
      await screen.findByText('Wallet needs a customer: choose whose wallet pays (not a walk-in).'),
    ).toBeTruthy();
    pickCustomer(THABO.id);
    expect(await screen.findByText('Wallet balance: R75.50')).toBeTruthy();
    pickCustomer(NOMSA.id);
    expect(
      await screen.findByText('This customer has no wallet yet (top up on Payments & Wallet).'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Checkout R28.74' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/credit-accounts')).toBe(false));
  });

  it('disables Checkout with the reason when the total passes the available credit', async () => {
    nomsaCredit = '20.00';
    await tillWithMilk();
    choose('Credit');
    pickCustomer(NOMSA.id);
    await screen.findByText('R28.74 is more than the available credit of R20.00.');
    const checkout = screen.getByRole('button', { name: 'Checkout R28.74' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    fireEvent.click(checkout);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
