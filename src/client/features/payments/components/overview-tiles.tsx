import { Clock, TrendingUp, Wallet } from 'lucide-react';
import type { PaymentsOverview } from '@shared/payments/payments.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { StatTile } from '@client/components/stat-tile';
import { useText } from '@client/i18n/use-text';
import { paymentsText } from '../payments-text';

/** Wallet balance, monthly revenue and pending payments, as computed by the server. */
export function OverviewTiles({ data, loading }: { data?: PaymentsOverview; loading: boolean }) {
  const t = useText(paymentsText);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatTile
        label={t('walletBalance')}
        value={formatRandDecimal(data?.walletBalance)}
        hint={t('walletHint')}
        icon={Wallet}
        loading={loading}
      />
      <StatTile
        label={t('monthlyRevenue')}
        value={formatRandDecimal(data?.monthlyRevenue)}
        hint={data ? t('monthlyHint', { count: data.monthlySales }) : undefined}
        icon={TrendingUp}
        tone="good"
        loading={loading}
      />
      <StatTile
        label={t('pending')}
        value={formatRandDecimal(data?.pendingPayments.amount)}
        hint={data ? t('pendingHint', { count: data.pendingPayments.count }) : undefined}
        icon={Clock}
        tone="warning"
        loading={loading}
      />
    </div>
  );
}
