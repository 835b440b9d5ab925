import type { TopSellingItem } from '@shared/analytics/smart-dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { ChangeBadge, Section } from './section';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** The week's best sellers by units, with growth against the week before. */
export function BestSellers({ items, sample }: { items: TopSellingItem[]; sample: boolean }) {
  const t = useText(analyticsText);
  return (
    <Section title={t('bestSellers')} sample={sample}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('bestSellersEmpty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100" aria-label={t('bestSellersList')}>
          {items.map((item, index) => (
            <li key={item.productId} className="flex items-start gap-3 py-2">
              <span className="w-5 shrink-0 text-sm font-semibold text-hint">{index + 1}</span>
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-slate-900">{item.name}</p>
                <p className="text-xs text-slate-500">
                  {t('soldAt', {
                    quantity: item.quantity,
                    price: formatRandDecimal(item.unitPrice),
                  })}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">
                  {formatRandDecimal(item.revenue)}
                </span>
                <ChangeBadge value={item.growth} none={t('newThisWeek')} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 text-xs text-slate-500">{t('bestSellersNote')}</p>
    </Section>
  );
}
