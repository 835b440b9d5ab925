import type { ReactNode } from 'react';
import { CREDIT_STANDING_LABELS, creditStanding } from '@shared/credit/standing';
import { formatRandDecimal, toCents } from '@shared/money/money';
import type { CustomerFundsView } from '@shared/pos/checkout-block';
import { useCreditAccounts } from '../api/use-credit';

/** The till's view of a credit sale: the chosen customer's available credit and standing. */
export function CreditFunds({
  customerId,
  children,
}: {
  customerId: string | null;
  children: (view: CustomerFundsView) => ReactNode;
}) {
  const accounts = useCreditAccounts();
  const account = accounts.data?.find((a) => a.customerId === customerId);
  let view: CustomerFundsView;
  if (!customerId || !accounts.data) view = { funds: { state: 'loading' }, text: null };
  else if (!account) view = { funds: { state: 'missing' }, text: null };
  else {
    view = {
      funds: {
        state: 'ready',
        available: toCents(account.availableCredit) ?? 0,
        active: account.status === 'active',
      },
      text: `Available credit: ${formatRandDecimal(account.availableCredit)} · ${CREDIT_STANDING_LABELS[creditStanding(account)]}`,
    };
  }
  return children(view);
}
