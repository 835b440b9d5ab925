import { AlertTriangle, CheckCircle2, CreditCard, Wallet } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import { StatTile } from '@client/components/stat-tile';
import { useCreditSummary } from '../api/use-credit';

/** Total credit issued, outstanding, repaid and overdue: computed by the server from the ledger. */
export function CreditTiles() {
  const { data, isLoading } = useCreditSummary();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label="Total Credit Issued"
        value={formatRandDecimal(data?.totalIssued)}
        hint={data ? `${data.activeAccounts} active of ${data.accounts} accounts` : undefined}
        icon={CreditCard}
        loading={isLoading}
      />
      <StatTile
        label="Outstanding"
        value={formatRandDecimal(data?.outstanding)}
        icon={Wallet}
        tone="warning"
        loading={isLoading}
      />
      <StatTile
        label="Repaid"
        value={formatRandDecimal(data?.repaid)}
        icon={CheckCircle2}
        tone="good"
        loading={isLoading}
      />
      <StatTile
        label="Overdue"
        value={formatRandDecimal(data?.overdue)}
        icon={AlertTriangle}
        tone="danger"
        loading={isLoading}
      />
    </div>
  );
}
