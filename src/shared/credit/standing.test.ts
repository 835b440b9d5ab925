import { describe, expect, it } from 'vitest';
import { CREDIT_STANDING_LABELS, creditStanding } from './standing';

describe('creditStanding', () => {
  it('is Good Standing while nothing is overdue', () => {
    const standing = creditStanding({ status: 'active', overdueAmount: '0.00' });
    expect(CREDIT_STANDING_LABELS[standing]).toBe('Good Standing');
  });

  it('is Overdue for an active account with an amount overdue', () => {
    const standing = creditStanding({ status: 'active', overdueAmount: '120.00' });
    expect(CREDIT_STANDING_LABELS[standing]).toBe('Overdue');
  });

  it('keeps suspended and inactive whatever is owed', () => {
    expect(creditStanding({ status: 'suspended', overdueAmount: '50.00' })).toBe('suspended');
    expect(creditStanding({ status: 'inactive', overdueAmount: '0.00' })).toBe('inactive');
  });
});
