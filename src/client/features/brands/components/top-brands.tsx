import { Trophy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ListStates } from '@client/components/list-states';
import { formatRandDecimal, toCents } from '@shared/money/money';
import { useTopBrands } from '../api/brands-queries';
import { useText } from '@client/i18n/use-text';
import { brandsText } from '../brands-text';

/** Top Performing Brands: the first 5 by sales over 30 days, by product count until sales exist. */
export function TopBrands() {
  const top = useTopBrands();
  const t = useText(brandsText);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-accent-500" aria-hidden="true" />
          {t('top.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ListStates
          query={top}
          isEmpty={(data) => data.length === 0}
          skeleton={{ count: 1, className: 'h-24 w-full', listClassName: 'flex flex-col' }}
          error={t('loadError')}
          empty={t('top.empty')}
          framed={false}
        >
          {(data) => (
            <ol className="flex flex-col divide-y divide-slate-100" aria-label={t('top.title')}>
              {data.map((brand) => (
                <li key={brand.id} className="flex items-center gap-3 py-2">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                    {brand.rank}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{brand.name}</p>
                    <p className="text-xs text-slate-500">
                      {t('products', { count: brand.productCount })}
                    </p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold text-slate-700">
                    {(toCents(brand.revenue) ?? 0) > 0
                      ? formatRandDecimal(brand.revenue)
                      : t('top.noSales')}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
