import { CheckCircle2 } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import { codeOf } from '@shared/vas/vas-display';
import type { VasPurchase } from '@shared/vas/vas.schemas';
import { useText } from '@client/i18n/use-text';
import { kindLabel, recipientLabel, vasText } from '../vas-text';
import { CopyButton } from './copy-button';

/** The voucher, token or reference to hand over, with copy; test ones say so. */
export function VasResult({
  purchase,
  walletBalance,
}: {
  purchase: VasPurchase;
  walletBalance: string;
}) {
  const t = useText(vasText);
  const code = codeOf(purchase);
  const codeLabel = t(`code.${purchase.kind}`);
  return (
    <div className="flex flex-col gap-3" data-testid="vas-result">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        {kindLabel(t, purchase.kind)} {formatRandDecimal(purchase.amount)} ·{' '}
        {recipientLabel(t, purchase)}
      </p>
      {code ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-500">{codeLabel}</p>
          <p className="font-mono text-lg font-semibold break-all select-all">{code.shown}</p>
          <div className="mt-2">
            <CopyButton text={code.copy} label={codeLabel} />
          </div>
        </div>
      ) : null}
      {purchase.sandbox ? (
        <p className="text-xs text-amber-800">
          {purchase.kind === 'send_money' ? t('sandboxTransfer') : t('sandboxVoucher')}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {t('referenceLine', {
          reference: purchase.reference,
          balance: formatRandDecimal(walletBalance),
        })}
      </p>
    </div>
  );
}
