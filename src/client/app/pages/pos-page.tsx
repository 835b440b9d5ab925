import { CreditFunds } from '@client/features/credit/components/credit-funds';
import { CustomerStampCard } from '@client/features/loyalty/components/customer-stamp-card';
import { PosView } from '@client/features/pos/components/pos-view';
import { useTillStaff } from '@client/features/shop-staff/till/use-till-staff';
import { WalletFunds } from '@client/features/wallets/components/wallet-funds';

export { default as SyncStatus } from '@client/features/pos/components/sync-status';

/**
 * POS System (/pos): the till, told by the wallets and credit areas what a customer can spend,
 * by the loyalty area how full their stamp card is, and by the shop staff area who is serving
 * (switching user over the till, so the cart stays) and who approves what they may not do.
 */
export default function PosPage() {
  const staff = useTillStaff();
  return (
    <>
      <PosView
        customerFunds={(method, customerId, render) =>
          method === 'wallet' ? (
            <WalletFunds customerId={customerId}>{render}</WalletFunds>
          ) : (
            <CreditFunds customerId={customerId}>{render}</CreditFunds>
          )
        }
        customerExtra={(customerId) => (
          <CustomerStampCard key={customerId} customerId={customerId} />
        )}
        askApproval={staff.askApproval}
        headerActions={staff.headerActions}
      />
      {staff.overlay}
    </>
  );
}
