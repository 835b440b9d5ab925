import { formatRandDecimal } from '@shared/money/money';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { useText } from '@client/i18n/use-text';
import { useTurnover } from '../api/turnover-queries';

/**
 * The taxable turnover meter beside the VAT fields: the 12 months' taxable sales against the
 * compulsory registration threshold, and both thresholds said in words.
 */
export function TurnoverMeter() {
  const t = useText(shopSettingsText);
  const { data } = useTurnover();
  if (!data) return null;
  const percent = Math.min(data.percentOfCompulsory, 100);
  return (
    <section aria-labelledby="turnover-title" className="flex flex-col gap-1.5">
      <p id="turnover-title" className="font-medium text-slate-900">
        {t('meter.title')}
      </p>
      <meter
        className="h-3 w-full"
        min={0}
        max={100}
        low={80}
        high={80}
        optimum={0}
        value={percent}
        aria-labelledby="turnover-title"
      />
      <p className="text-sm tabular-nums text-slate-700">
        {t('meter.figure', {
          amount: formatRandDecimal(data.taxable),
          threshold: formatRandDecimal(data.compulsoryThreshold),
        })}
      </p>
      <p className="text-sm text-slate-500">
        {t('meter.voluntary', { amount: formatRandDecimal(data.voluntaryThreshold) })}{' '}
        {t('meter.compulsory', { amount: formatRandDecimal(data.compulsoryThreshold) })}
      </p>
    </section>
  );
}
