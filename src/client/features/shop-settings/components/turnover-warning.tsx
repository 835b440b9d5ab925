import { formatRandDecimal } from '@shared/money/money';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { useText } from '@client/i18n/use-text';
import { useTurnover } from '../api/turnover-queries';

/** The dashboard's warning once the 12 months' taxable sales reach 80% of the compulsory threshold. */
export default function TurnoverWarning() {
  const t = useText(shopSettingsText);
  const { data } = useTurnover();
  if (!data?.warning) return null;
  return (
    <section
      role="status"
      aria-labelledby="turnover-warning"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p id="turnover-warning" className="font-semibold">
        {t('turnover.title')}
      </p>
      <p>
        {t('turnover.text', {
          amount: formatRandDecimal(data.taxable),
          percent: data.percentOfCompulsory,
          threshold: formatRandDecimal(data.compulsoryThreshold),
        })}
      </p>
    </section>
  );
}
