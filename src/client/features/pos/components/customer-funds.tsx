import { useQuery } from '@tanstack/react-query';
import type { CreditAccount } from '@shared/credit/credit.schemas';
import { CREDIT_STANDING_LABELS, creditStanding } from '@shared/credit/standing';
import { formatRandDecimal, toCents } from '@shared/money/money';
import type { PosPaymentMethod } from '@shared/pos/pos.schemas';
import type { Wallet } from '@shared/wallets/wallets.schemas';
import type { CustomerFunds } from '../checkout-block';

interface FundsView {
  funds: CustomerFunds;
  /** The balance or available credit, for the cashier to read. */
  text: string | null;
}

const LOADING: FundsView = { funds: { state: 'loading' }, text: null };
const MISSING: FundsView = { funds: { state: 'missing' }, text: null };

/** The chosen customer's wallet or credit account; null for cash, card or a walk-in. */
export function useCustomerFunds(
  method: PosPaymentMethod,
  customerId: string | null,
): FundsView | null {
  const wallets = useQuery<Wallet[]>({
    queryKey: ['/api/wallets'],
    enabled: method === 'wallet' && customerId !== null,
  });
  const accounts = useQuery<CreditAccount[]>({
    queryKey: ['/api/credit-accounts'],
    enabled: method === 'credit' && customerId !== null,
  });
  if (!customerId || (method !== 'wallet' && method !== 'credit')) return null;
  const query = method === 'wallet' ? wallets : accounts;
  if (!query.data) return LOADING;
  if (method === 'wallet') {
    const wallet = wallets.data?.find((w) => w.customerId === customerId);
    if (!wallet) return MISSING;
    return {
      funds: {
        state: 'ready',
        available: toCents(wallet.balance) ?? 0,
        active: wallet.status === 'active',
      },
      text: `Wallet balance: ${formatRandDecimal(wallet.balance)}`,
    };
  }
  const account = accounts.data?.find((a) => a.customerId === customerId);
  if (!account) return MISSING;
  return {
    funds: {
      state: 'ready',
      available: toCents(account.availableCredit) ?? 0,
      active: account.status === 'active',
    },
    text: `Available credit: ${formatRandDecimal(account.availableCredit)} · ${CREDIT_STANDING_LABELS[creditStanding(account)]}`,
  };
}

/** What the chosen customer can spend: the wallet balance or the available credit. */
export function CustomerFundsLine({ text }: { text: string | null }) {
  if (!text) return null;
  return <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{text}</p>;
}
