import { englishText, type MessageText } from '../i18n/phrase';
import { PAYMENT_MESSAGES } from '../credit/reasons';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_BLOCKS, checkoutBlock } from './checkout-block';

const base = {
  method: 'cash' as const,
  customerId: null,
  total: 3104,
  funds: null,
  settingsLoaded: true,
};

describe('checkoutBlock', () => {
  it('lets cash and card through, walk-in or not', () => {
    expect(checkoutBlock(base)).toBeNull();
    expect(checkoutBlock({ ...base, method: 'card', customerId: 'c1' })).toBeNull();
  });

  it('waits for the shop settings (the VAT rate) before any sale', () => {
    expect(checkoutBlock({ ...base, settingsLoaded: false })).toBe(CHECKOUT_BLOCKS.settings);
  });

  it('offline: cash and card go ahead, wallet and credit say they need the network', () => {
    const offline = { ...base, offline: true };
    expect(checkoutBlock(offline)).toBeNull();
    expect(checkoutBlock({ ...offline, method: 'card' })).toBeNull();
    const ready = { state: 'ready' as const, available: 10_000, active: true };
    expect(checkoutBlock({ ...offline, method: 'wallet', customerId: 'c1', funds: ready })).toBe(
      CHECKOUT_BLOCKS.walletOffline,
    );
    expect(checkoutBlock({ ...offline, method: 'credit', customerId: 'c1', funds: ready })).toBe(
      CHECKOUT_BLOCKS.creditOffline,
    );
    expect(checkoutBlock({ ...offline, settingsLoaded: false })).toBe(
      CHECKOUT_BLOCKS.settingsOffline,
    );
  });

  it('refuses credit and wallet for a walk-in customer', () => {
    expect(checkoutBlock({ ...base, method: 'credit' })).toBe(CHECKOUT_BLOCKS.creditCustomer);
    expect(checkoutBlock({ ...base, method: 'wallet' })).toBe(CHECKOUT_BLOCKS.walletCustomer);
  });

  it('waits while the funds load and says when the customer has none', () => {
    const credit = { ...base, method: 'credit' as const, customerId: 'c1' };
    expect(checkoutBlock({ ...credit, funds: { state: 'loading' } })).toBe(
      CHECKOUT_BLOCKS.creditLoading,
    );
    expect(checkoutBlock({ ...credit, funds: { state: 'missing' } })).toBe(
      CHECKOUT_BLOCKS.noCredit,
    );
    expect(checkoutBlock({ ...credit, method: 'wallet', funds: { state: 'missing' } })).toBe(
      CHECKOUT_BLOCKS.noWallet,
    );
  });

  it('refuses a total above the available credit or wallet balance, with both amounts', () => {
    const credit = { ...base, method: 'credit' as const, customerId: 'c1' };
    const funds = { state: 'ready' as const, available: 2000, active: true };
    // The till's words are the server's: one phrase each, the amounts its values.
    const english = (block: MessageText | null) => englishText(block!);
    expect(english(checkoutBlock({ ...credit, funds }))).toBe(
      'R31.04 is more than the available credit of R20.00.',
    );
    expect(checkoutBlock({ ...credit, funds })).toEqual(PAYMENT_MESSAGES.creditShort(3104, 2000));
    expect(english(checkoutBlock({ ...credit, method: 'wallet', funds }))).toBe(
      'R31.04 is more than the wallet balance of R20.00.',
    );
    expect(checkoutBlock({ ...credit, funds: { ...funds, available: 3104 } })).toBeNull();
  });

  it('refuses a suspended account', () => {
    const funds = { state: 'ready' as const, available: 100_000, active: false };
    expect(checkoutBlock({ ...base, method: 'credit', customerId: 'c1', funds })).toBe(
      PAYMENT_MESSAGES.creditNotActive,
    );
  });
});
