import { CREDIT_STATUS_LABELS } from '@shared/credit/credit.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { useCreditAccounts } from '../api/use-credit';

/** The till's note on a credit sale: the chosen customer's available credit and account status. */
export function CreditFunds({ customerId }: { customerId: string | null }) {
  const accounts = useCreditAccounts();
  if (!customerId) return 'Choose a customer with a credit account.';
  if (accounts.isLoading) return 'Checking the credit account…';
  const account = accounts.data?.find((a) => a.customerId === customerId);
  return account
    ? `Available credit: ${formatRandDecimal(account.availableCredit)} · ${CREDIT_STATUS_LABELS[account.status]}`
    : 'This customer has no credit account (open one on Credit & BNPL).';
}
