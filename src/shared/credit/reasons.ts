import { phrase } from '../i18n/phrase';
import { formatRand, type Cents } from '../money/money';

/** details.reason of the 422 refusals of credit and wallet payments (docs/design.md "Errors"). */
export const PAYMENT_REFUSALS = {
  creditLimitExceeded: 'CREDIT_LIMIT_EXCEEDED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  noCreditAccount: 'NO_CREDIT_ACCOUNT',
  overpayment: 'OVERPAYMENT',
  limitBelowBalance: 'LIMIT_BELOW_BALANCE',
  insufficientWalletBalance: 'INSUFFICIENT_WALLET_BALANCE',
  noWallet: 'NO_WALLET',
  walletSuspended: 'WALLET_SUSPENDED',
} as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[keyof typeof PAYMENT_REFUSALS];

const shortOf = (amount: Cents, available: Cents) => ({
  amount: formatRand(amount),
  available: formatRand(available),
});

/**
 * The words of those refusals, one wording for the till (said before the tap) and the server (its
 * 422): fixed texts, and phrases whose amounts are values.
 */
export const PAYMENT_MESSAGES = {
  creditNotActive: 'This customer’s credit account is not active.',
  walletSuspended: 'This customer’s wallet is suspended.',
  creditShort: (amount: Cents, available: Cents) =>
    phrase(
      '{amount} is more than the available credit of {available}.',
      shortOf(amount, available),
    ),
  walletShort: (amount: Cents, available: Cents) =>
    phrase('{amount} is more than the wallet balance of {available}.', shortOf(amount, available)),
  limitBelowBalance: (balance: Cents) =>
    phrase('The credit limit cannot be below the balance owed ({balance})', {
      balance: formatRand(balance),
    }),
} as const;
