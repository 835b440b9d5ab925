import { useQuery } from '@tanstack/react-query';
import { Banknote, ShoppingBag } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import { PageHeader } from '@client/components/page-header';
import { StatTile } from '@client/components/stat-tile';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { keyOf, request } from '@client/api/endpoint';
import { getTodayFigures } from '../api/dashboard-endpoints';
import { dashboardText } from '../dashboard-text';

/** The day's figures alone: the dashboard of a staff session allowed to see them. */
export function DayFigures() {
  const t = useText(dashboardText);
  const { data, isError } = useQuery({
    queryKey: keyOf(getTodayFigures),
    queryFn: () => request(getTodayFigures, {}),
  });
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader title={t('title')} subtitle={t('day.subtitle')} />
      {isError ? (
        <Card role="alert">
          <CardContent className="pt-5 text-slate-700">{t('loadError')}</CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:gap-4">
          <StatTile
            label={t('day.takings')}
            value={data ? formatRandDecimal(data.revenueToday) : ''}
            loading={!data}
            icon={Banknote}
          />
          <StatTile
            label={t('day.orders')}
            value={data ? String(data.ordersToday) : ''}
            loading={!data}
            icon={ShoppingBag}
          />
        </div>
      )}
    </div>
  );
}
