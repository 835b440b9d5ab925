import { PageHeader } from '@client/components/page-header';
import { usePaymentsOverview } from './api/use-payments';
import { PaymentMethodsCard, RecentTransactionsCard } from './components/activity-lists';
import { CustomerWallets } from './components/customer-wallets';
import { OverviewTiles } from './components/overview-tiles';
import { UtilityTiles } from './components/utility-tiles';
import { FloatCard } from './components/float-card';
import { useVasProvider } from './api/use-vas';
import { VasHistory } from './components/vas-history';

/** Payments & Wallet (/payments): computed from the merchant's own sales and payments. */
export default function PaymentsPage() {
  const overview = usePaymentsOverview();
  const sandbox = useVasProvider().data?.mode === 'sandbox';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Payments & Wallet"
        subtitle="Takings, payment methods and customer wallets"
      />
      <UtilityTiles walletBalance={overview.data?.walletBalance} />
      <FloatCard sandbox={sandbox} />
      {overview.isError ? (
        <p className="text-sm text-red-600">The payments overview could not be loaded.</p>
      ) : null}
      <OverviewTiles data={overview.data} loading={overview.isLoading} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PaymentMethodsCard data={overview.data} />
        <RecentTransactionsCard data={overview.data} />
      </div>
      <VasHistory />
      <CustomerWallets />
    </div>
  );
}
