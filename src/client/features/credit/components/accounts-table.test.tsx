// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreditAccount } from '@shared/credit/credit.schemas';
import { AccountsTable } from './accounts-table';

const account = (overrides: Partial<CreditAccount>): CreditAccount => ({
  id: 'a1',
  customerId: 'c1',
  customerName: 'Sipho Dlamini',
  customerPhone: '+27739951206',
  creditLimit: '500.00',
  currentBalance: '120.00',
  availableCredit: '380.00',
  overdueAmount: '0.00',
  nextDueDate: '2026-12-01',
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

afterEach(cleanup);

describe('AccountsTable', () => {
  it('shows phones in the one display format of the Customers page', () => {
    render(<AccountsTable accounts={[account({})]} onOpen={() => {}} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('073 995 1206')).toBeTruthy();
    expect(screen.queryByText('+27739951206')).toBeNull();
  });

  it('shows an overdue account as Overdue, not Good Standing', () => {
    render(
      <AccountsTable
        accounts={[
          account({ id: 'late', overdueAmount: '120.00' }),
          account({ id: 'fine', customerName: 'Nomsa' }),
        ]}
        onOpen={() => {}}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Credit accounts' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Good Standing')).toBeNull();
    expect(within(cards[1]!).getByText('Good Standing')).toBeTruthy();
  });
});
