import { useQuery } from '@tanstack/react-query';
import type { CreditAccount } from '@shared/credit/credit.schemas';
import { CREDIT_STATUS_LABELS } from '@shared/credit/credit.schemas';
import { formatRandDecimal } from '@shared/money/money';
import type { Wallet } from '@shared/wallets/wallets.schemas';

/** What the chosen customer can spend: the wallet balance or the available credit. */
export function CustomerFunds({
  method,
  customerId,
}: {
  method: 'wallet' | 'credit';
  customerId: string | null;
}) {
  const wallets = useQuery<Wallet[]>({ queryKey: ['/api/wallets'], enabled: method === 'wallet' });
  const accounts = useQuery<CreditAccount[]>({
    queryKey: ['/api/credit-accounts'],
    enabled: method === 'credit',
  });
  let text: string;
  if (!customerId) {
    text =
      method === 'wallet'
        ? 'Choose the customer whose wallet pays.'
        : 'Choose a customer with a credit account.';
  } else if (method === 'wallet') {
    const wallet = wallets.data?.find((w) => w.customerId === customerId);
    text = wallets.isLoading
      ? 'Checking the wallet…'
      : wallet
        ? `Wallet balance: ${formatRandDecimal(wallet.balance)}`
        : 'This customer has no wallet yet (top up on Payments & Wallet).';
  } else {
    const account = accounts.data?.find((a) => a.customerId === customerId);
    text = accounts.isLoading
      ? 'Checking the credit account…'
      : account
        ? `Available credit: ${formatRandDecimal(account.availableCredit)} · ${CREDIT_STATUS_LABELS[account.status]}`
        : 'This customer has no credit account (open one on Credit & BNPL).';
  }
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-live="polite">
      {text}
    </p>
  );
}
