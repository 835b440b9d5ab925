import { Clock, TrendingUp, Wallet } from 'lucide-react';
import type { PaymentsOverview } from '@shared/payments/payments.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { StatTile } from '@client/components/stat-tile';

/** Wallet balance, monthly revenue and pending payments, as computed by the server. */
export function OverviewTiles({ data, loading }: { data?: PaymentsOverview; loading: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatTile
        label="Wallet Balance"
        value={formatRandDecimal(data?.walletBalance)}
        hint="Card, mobile money and wallet takings not yet settled, plus float loaded, less utility purchases"
        icon={Wallet}
        loading={loading}
      />
      <StatTile
        label="Monthly Revenue"
        value={formatRandDecimal(data?.monthlyRevenue)}
        hint={data ? `${data.monthlySales} sales and paid orders this month` : undefined}
        icon={TrendingUp}
        tone="good"
        loading={loading}
      />
      <StatTile
        label="Pending Payments"
        value={formatRandDecimal(data?.pendingPayments.amount)}
        hint={data ? `${data.pendingPayments.count} unpaid orders` : undefined}
        icon={Clock}
        tone="warning"
        loading={loading}
      />
    </div>
  );
}
