import { toCents } from '../money/money';
import { CREDIT_STATUS_LABELS, type CreditStatus } from './credit.schemas';

export type CreditStanding = CreditStatus | 'overdue';

export const CREDIT_STANDING_LABELS: Record<CreditStanding, string> = {
  ...CREDIT_STATUS_LABELS,
  overdue: 'Overdue',
};

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
