import { PageHeader } from '@client/components/page-header';
import { usePaymentsOverview } from '@client/features/payments/api/payments-queries';
import {
  PaymentMethodsCard,
  RecentTransactionsCard,
} from '@client/features/payments/components/activity-lists';
import { OverviewTiles } from '@client/features/payments/components/overview-tiles';
import { UtilityTiles } from '@client/features/vas/components/utility-tiles';
import { VasHistory } from '@client/features/vas/components/vas-history';
import { CustomerWallets } from '@client/features/wallets/components/customer-wallets';
import { FloatCard } from '@client/features/vas/components/float-card';
import { useVasProvider } from '@client/features/vas/api/vas-queries';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';

/**
 * Payments & Wallet (/payments): the overview computed from the merchant's own sales and
 * payments, the utilities bought from the wallet, and the customers' prepaid wallets.
 */
export default function PaymentsPage() {
  const t = useText(navText);
  const overview = usePaymentsOverview();
  const sandbox = useVasProvider().data?.mode === 'sandbox';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.payments')} subtitle={t('payments.subtitle')} />
      <UtilityTiles walletBalance={overview.data?.walletBalance} />
      <FloatCard sandbox={sandbox} />
      {overview.isError ? <p className="text-sm text-red-600">{t('payments.loadError')}</p> : null}
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
