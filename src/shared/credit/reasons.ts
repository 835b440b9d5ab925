/** details.reason of the 422 refusals of credit and wallet payments (DESIGN section 6). */
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
