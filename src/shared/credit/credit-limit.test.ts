import { phrase } from '../i18n/phrase';
import { describe, expect, it } from 'vitest';
import { checkCredit, type CreditStanding } from './credit-limit';

const account = (over: Partial<CreditStanding> = {}): CreditStanding => ({
  limitCents: 50_000,
  balanceCents: 20_000,
  status: 'active',
  ...over,
});

describe('checkCredit', () => {
  it('makes the available credit the limit less the balance', () => {
    expect(checkCredit(account())).toEqual({ availableCents: 30_000, refusal: null });
  });

  it('never shows less than zero available when the balance is above the limit', () => {
    expect(checkCredit(account({ balanceCents: 60_000 })).availableCents).toBe(0);
  });

  it('lets a charge of exactly the available credit through', () => {
    expect(checkCredit(account(), { chargeCents: 30_000 }).refusal).toBeNull();
  });

  it('refuses a charge one cent past the limit, with what is available', () => {
    expect(checkCredit(account(), { chargeCents: 30_001 }).refusal).toEqual({
      reason: 'CREDIT_LIMIT_EXCEEDED',
      message: phrase('{amount} is more than the available credit of {available}.', {
        amount: 'R300.01',
        available: 'R300.00',
      }),
      details: { available: '300.00', requested: '300.01' },
    });
  });

  it('refuses any charge when the balance is already over the limit, showing R0.00', () => {
    const { refusal } = checkCredit(account({ balanceCents: 60_000 }), { chargeCents: 1 });
    expect(refusal).toMatchObject({
      reason: 'CREDIT_LIMIT_EXCEEDED',
      details: { available: '0.00', requested: '0.01' },
    });
  });

  it.each(['suspended', 'inactive'] as const)('refuses a charge on a %s account', (status) => {
    expect(checkCredit(account({ status }), { chargeCents: 1 }).refusal).toEqual({
      reason: 'ACCOUNT_SUSPENDED',
      message: 'This customer’s credit account is not active.',
      details: { status },
    });
  });

  it('lets a new limit equal to the balance through, whatever the status', () => {
    const suspended = account({ status: 'suspended' });
    expect(checkCredit(suspended, { newLimitCents: 20_000 }).refusal).toBeNull();
  });

  it('refuses a new limit below the balance owed', () => {
    expect(checkCredit(account(), { newLimitCents: 19_999 }).refusal).toEqual({
      reason: 'LIMIT_BELOW_BALANCE',
      message: phrase('The credit limit cannot be below the balance owed ({balance})', {
        balance: 'R200.00',
      }),
      details: { balance: '200.00' },
    });
  });
});
