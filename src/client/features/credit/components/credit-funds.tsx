import type { ReactNode } from 'react';
import { creditStanding } from '@shared/credit/standing';
import { formatRandDecimal, toCents } from '@shared/money/money';
import type { CustomerFundsView } from '@shared/pos/checkout-block';
import { useCreditAccounts } from '../api/credit-queries';
import { useText } from '@client/i18n/use-text';
import { creditText } from '../credit-text';

/** The till's view of a credit sale: the chosen customer's available credit and standing. */
export function CreditFunds({
  customerId,
  children,
}: {
  customerId: string | null;
  children: (view: CustomerFundsView) => ReactNode;
}) {
  const t = useText(creditText);
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
      text: t('availableAtTill', {
        amount: formatRandDecimal(account.availableCredit),
        standing: t(`standing.${creditStanding(account)}`),
      }),
    };
  }
  return children(view);
}
