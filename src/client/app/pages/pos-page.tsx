import type { ReactNode } from 'react';
import type { CustomerFundsView } from '@shared/pos/checkout-block';
import { PosView } from '@client/features/pos/components/pos-view';
import { useTillStaff } from '@client/features/shop-staff/till/use-till-staff';
import { PageLoading } from '@client/components/page-loading';
import { lazyPart, usePreloadAfterContent } from '@client/lib/lazy-part';

type FundsProps = {
  customerId: string | null;
  children: (view: CustomerFundsView) => ReactNode;
};
/** Until a customer's funds have loaded, Checkout says it is checking them. */
const checking = ({ children }: FundsProps) =>
  children({ funds: { state: 'loading' }, text: null });

// What the till's first paint does not show loads just after it (or when first shown).
const CreditFunds = lazyPart<FundsProps>(
  () => import('@client/features/credit/components/credit-funds').then((m) => m.CreditFunds),
  checking,
);
const WalletFunds = lazyPart<FundsProps>(
  () => import('@client/features/wallets/components/wallet-funds').then((m) => m.WalletFunds),
  checking,
);
const CustomerStampCard = lazyPart(() =>
  import('@client/features/loyalty/components/customer-stamp-card').then(
    (m) => m.CustomerStampCard,
  ),
);

/**
 * POS System (/pos): the till, told by the wallets and credit areas what a customer can spend,
 * by the loyalty area how full their stamp card is, and by the shop staff area who is serving
 * (switching user over the till, so the cart stays) and who approves what they may not do.
 */
export default function PosPage() {
  const staff = useTillStaff();
  usePreloadAfterContent(CreditFunds.preload, WalletFunds.preload, CustomerStampCard.preload);
  // On a phone's first visit, the till waits (its products asked for meanwhile) until it knows who
  // may serve, so "Switch user" does not push the products down when that arrives.
  if (!staff.known) return <PageLoading />;
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
