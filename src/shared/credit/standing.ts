import { toCents } from '../money/money';
import type { CreditStatus } from './credit.schemas';

/** Shown to people through the credit catalogue: active is "Good Standing" (docs/product.md "States"). */
export type CreditStanding = CreditStatus | 'overdue';

/**
 * How an account stands for people: an active account with charges unpaid past their due
 * date is Overdue, not Good Standing; suspended and inactive say so whatever is owed.
 */
export function creditStanding(account: {
  status: CreditStatus;
  overdueAmount: string;
}): CreditStanding {
  if (account.status !== 'active') return account.status;
  return (toCents(account.overdueAmount) ?? 0) > 0 ? 'overdue' : 'active';
}
