import { CalendarDays, Megaphone } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentPromotions } from '../api/promotions-queries';
import { formatDay } from '@shared/time/format';
import { useText } from '@client/i18n/use-text';
import { brandsText } from '../brands-text';

/** Brand Promotions: active promotions that have not ended, with dates and discount. */
export function CurrentPromotions() {
  const { data, isPending, isError } = useCurrentPromotions();
  const t = useText(brandsText);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-5 text-brand-700" aria-hidden="true" />
          {t('current.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError || data.length === 0 ? (
          <p className="text-sm text-slate-500">{t('current.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('current.list')}>
            {data.map((promotion) => (
              <li
                key={promotion.id}
                className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">{promotion.title}</p>
                  <p className="text-sm text-slate-500">{promotion.brandName}</p>
                  <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
                    <CalendarDays className="size-3.5" aria-hidden="true" />
                    {formatDay(promotion.startDate)} – {formatDay(promotion.endDate)}
                  </p>
                </div>
                <Badge variant="warning">
                  {t('off', { discount: String(promotion.discountPercentage) })}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
