import { englishText } from '../i18n/phrase';
import { describe, expect, it } from 'vitest';
import { applicationRefusal } from './application-rules';

const base = {
  loanType: 'float_credit' as const,
  amountCents: 50_000,
  availableCents: 250_000,
  overdueLoans: 0,
  openTypes: [],
};

describe('applicationRefusal', () => {
  it('approves within the type maximum and the available credit', () => {
    expect(applicationRefusal(base)).toBeNull();
    expect(applicationRefusal({ ...base, availableCents: 50_000 })).toBeNull();
  });

  it('refuses above the type maximum', () => {
    const refusal = applicationRefusal({ ...base, amountCents: 50_001 })!;
    expect(refusal).toMatchObject({ reason: 'OVER_TYPE_MAXIMUM', details: { maximum: '500.00' } });
    expect(englishText(refusal.message)).toBe('Float Credit is at most R500.00');
  });

  it('refuses a second open loan of the same type, not of another type', () => {
    expect(applicationRefusal({ ...base, openTypes: ['float_credit'] })?.reason).toBe(
      'LOAN_TYPE_ACTIVE',
    );
    expect(applicationRefusal({ ...base, openTypes: ['emergency', 'stock_advance'] })).toBeNull();
  });

  it('refuses beyond the available credit, naming both amounts', () => {
    const refusal = applicationRefusal({ ...base, availableCents: 34_000 })!;
    expect(refusal).toMatchObject({
      reason: 'CREDIT_LIMIT_EXCEEDED',
      details: { available: '340.00', requested: '500.00' },
    });
    expect(englishText(refusal.message)).toBe(
      'Not enough available credit: R340.00 available, R500.00 asked',
    );
  });

  it('refuses everything while a loan is overdue', () => {
    expect(applicationRefusal({ ...base, amountCents: 100, overdueLoans: 1 })?.reason).toBe(
      'LOAN_OVERDUE',
    );
  });
});
