import { AlertTriangle, CheckCircle2, CreditCard, Wallet } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import { StatTile } from '@client/components/stat-tile';
import { useCreditSummary } from '../api/credit-queries';
import { useText } from '@client/i18n/use-text';
import { creditText } from '../credit-text';

/** Total credit issued, outstanding, repaid and overdue: computed by the server from the ledger. */
export function CreditTiles() {
  const t = useText(creditText);
  const { data, isLoading } = useCreditSummary();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label={t('issued')}
        value={formatRandDecimal(data?.totalIssued)}
        hint={
          data
            ? t('issuedHint', { active: data.activeAccounts, accounts: data.accounts })
            : undefined
        }
        icon={CreditCard}
        loading={isLoading}
      />
      <StatTile
        label={t('outstanding')}
        value={formatRandDecimal(data?.outstanding)}
        icon={Wallet}
        tone="warning"
        loading={isLoading}
      />
      <StatTile
        label={t('repaid')}
        value={formatRandDecimal(data?.repaid)}
        icon={CheckCircle2}
        tone="good"
        loading={isLoading}
      />
      <StatTile
        label={t('overdue')}
        value={formatRandDecimal(data?.overdue)}
        icon={AlertTriangle}
        tone="danger"
        loading={isLoading}
      />
    </div>
  );
}
