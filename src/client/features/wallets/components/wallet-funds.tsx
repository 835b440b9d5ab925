import { formatRandDecimal } from '@shared/money/money';
import { useWallets } from '../api/use-wallets';

/** The till's note on a wallet payment: what the chosen customer's wallet holds. */
export function WalletFunds({ customerId }: { customerId: string | null }) {
  const wallets = useWallets();
  if (!customerId) return 'Choose the customer whose wallet pays.';
  if (wallets.isLoading) return 'Checking the wallet…';
  const wallet = wallets.data?.find((w) => w.customerId === customerId);
  return wallet
    ? `Wallet balance: ${formatRandDecimal(wallet.balance)}`
    : 'This customer has no wallet yet (top up on Payments & Wallet).';
}
