import { CheckCircle2 } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import { codeOf, recipientText } from '@shared/vas/vas-display';
import { VAS_KIND_LABELS, type VasPurchase } from '@shared/vas/vas.schemas';
import { CopyButton } from './copy-button';

/** The voucher, token or reference to hand over, with copy; test ones say so. */
export function VasResult({
  purchase,
  walletBalance,
}: {
  purchase: VasPurchase;
  walletBalance: string;
}) {
  const code = codeOf(purchase);
  return (
    <div className="flex flex-col gap-3" data-testid="vas-result">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        {VAS_KIND_LABELS[purchase.kind]} {formatRandDecimal(purchase.amount)} ·{' '}
        {recipientText(purchase)}
      </p>
      {code ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-500">{code.label}</p>
          <p className="font-mono text-lg font-semibold break-all select-all">{code.shown}</p>
          <div className="mt-2">
            <CopyButton text={code.copy} label={code.label} />
          </div>
        </div>
      ) : null}
      {purchase.sandbox ? (
        <p className="text-xs text-amber-800">
          Sandbox test {purchase.kind === 'send_money' ? 'transfer' : 'voucher'}: it will not work
          on a real phone, meter or account.
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Reference {purchase.reference} · wallet balance now {formatRandDecimal(walletBalance)}
      </p>
    </div>
  );
}
