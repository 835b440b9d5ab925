import type { LenderInfo } from '@shared/micro-lending/micro-lending.schemas';
import { Badge } from '@client/components/ui/badge';
import { useText } from '@client/i18n/use-text';
import { lendingText } from '../micro-lending-text';

/** The lender of record, its NCR registration, or the Sandbox badge. */
export function LenderName({ lender }: { lender?: LenderInfo }) {
  const t = useText(lendingText);
  if (!lender) return <span className="text-slate-400">…</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-slate-900">{lender.name}</span>
      {lender.mode === 'sandbox' ? (
        <Badge variant="warning">{t('sandbox')}</Badge>
      ) : (
        <span className="text-xs text-slate-500">{t('ncr', { number: lender.ncrNumber })}</span>
      )}
    </span>
  );
}
