import type { ReactNode } from 'react';
import { formatRandDecimal, toCents } from '@shared/money/money';
import type { CustomerFundsView } from '@shared/pos/checkout-block';
import { useWallets } from '../api/wallets-queries';
import { useText } from '@client/i18n/use-text';
import { walletsText } from '../wallets-text';

/** The till's view of a wallet payment: what the chosen customer's wallet holds. */
export function WalletFunds({
  customerId,
  children,
}: {
  customerId: string | null;
  children: (view: CustomerFundsView) => ReactNode;
}) {
  const t = useText(walletsText);
  const wallets = useWallets();
  const wallet = wallets.data?.find((w) => w.customerId === customerId);
  let view: CustomerFundsView;
  if (!customerId || !wallets.data) view = { funds: { state: 'loading' }, text: null };
  else if (!wallet) view = { funds: { state: 'missing' }, text: null };
  else {
    view = {
      funds: {
        state: 'ready',
        available: toCents(wallet.balance) ?? 0,
        active: wallet.status === 'active',
      },
      text: t('balanceAtTill', { balance: formatRandDecimal(wallet.balance) }),
    };
  }
  return children(view);
}
