import { describe, expect, it } from 'vitest';
import { creditStanding } from './standing';

describe('creditStanding', () => {
  it('is Good Standing (active) while nothing is overdue', () => {
    expect(creditStanding({ status: 'active', overdueAmount: '0.00' })).toBe('active');
  });

  it('is Overdue for an active account with an amount overdue', () => {
    expect(creditStanding({ status: 'active', overdueAmount: '120.00' })).toBe('overdue');
  });

  it('keeps suspended and inactive whatever is owed', () => {
    expect(creditStanding({ status: 'suspended', overdueAmount: '50.00' })).toBe('suspended');
    expect(creditStanding({ status: 'inactive', overdueAmount: '0.00' })).toBe('inactive');
  });
});
