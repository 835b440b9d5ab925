import type { MessageText } from '../i18n/phrase';
import { PAYMENT_MESSAGES } from '../credit/reasons';
import type { Cents } from '../money/money';
import type { PosPaymentMethod } from './pos.schemas';

/** What the chosen customer can pay with: their wallet or credit account, as the till knows it. */
export type CustomerFunds =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; available: Cents; active: boolean };

/** The funds, and the balance or available credit for the cashier to read. */
export interface CustomerFundsView {
  funds: CustomerFunds;
  text: string | null;
}

export const CHECKOUT_BLOCKS = {
  settings: 'Loading the shop’s settings…',
  settingsOffline:
    'This phone has not loaded the shop’s settings yet: connect once, then it sells offline too.',
  walletOffline: 'Wallet needs the network: while offline, sell for cash or card.',
  creditOffline: 'Credit needs the network: while offline, sell for cash or card.',
  walletCustomer: 'Wallet needs a customer: choose whose wallet pays (not a walk-in).',
  creditCustomer: 'Credit needs a customer: choose one with a credit account (not a walk-in).',
  walletLoading: 'Checking the wallet…',
  creditLoading: 'Checking the credit account…',
  noWallet: 'This customer has no wallet yet (top up on Payments & Wallet).',
  noCredit: 'This customer has no credit account (open one on Credit & BNPL).',
} as const;

/**
 * Why Checkout cannot go ahead with this choice, or null when it can: the same refusals the
 * server answers 422 for, said before the tap. An empty cart is left to the spec's toast.
 */
export function checkoutBlock({
  method,
  customerId,
  total,
  funds,
  settingsLoaded,
  offline = false,
}: {
  method: PosPaymentMethod;
  customerId: string | null;
  total: Cents;
  funds: CustomerFunds | null;
  settingsLoaded: boolean;
  /** No network: cash and card sales queue on the phone; wallet and credit need the server. */
  offline?: boolean;
}): MessageText | null {
  if (!settingsLoaded) return offline ? CHECKOUT_BLOCKS.settingsOffline : CHECKOUT_BLOCKS.settings;
  if (method !== 'wallet' && method !== 'credit') return null;
  const wallet = method === 'wallet';
  if (offline) return wallet ? CHECKOUT_BLOCKS.walletOffline : CHECKOUT_BLOCKS.creditOffline;
  if (!customerId) return wallet ? CHECKOUT_BLOCKS.walletCustomer : CHECKOUT_BLOCKS.creditCustomer;
  if (!funds || funds.state === 'loading') {
    return wallet ? CHECKOUT_BLOCKS.walletLoading : CHECKOUT_BLOCKS.creditLoading;
  }
  if (funds.state === 'missing')
    return wallet ? CHECKOUT_BLOCKS.noWallet : CHECKOUT_BLOCKS.noCredit;
  if (!funds.active)
    return wallet ? PAYMENT_MESSAGES.walletSuspended : PAYMENT_MESSAGES.creditNotActive;
  if (total > funds.available) {
    return wallet
      ? PAYMENT_MESSAGES.walletShort(total, funds.available)
      : PAYMENT_MESSAGES.creditShort(total, funds.available);
  }
  return null;
}
