import { Activity, ArrowLeftRight, UserPlus, Wallet } from 'lucide-react';
import type { AdminAnalytics } from '@shared/admin/admin.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatInstant } from '@shared/time/format';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const HEALTH_VARIANT = {
  operational: 'success',
  degraded: 'warning',
  down: 'destructive',
} as const;

/** Platform figures computed from the data, and live health of the API and database. */
export function PlatformAnalytics({ data }: { data: AdminAnalytics | undefined }) {
  const t = useText(adminText);
  if (!data) return <Skeleton className="h-60 w-full" />;
  const figures = [
    {
      key: 'new',
      label: t('analytics.newMerchants'),
      value: data.newMerchantsThisMonth.toLocaleString('en-ZA'),
      icon: UserPlus,
    },
    {
      key: 'transactions',
      label: t('analytics.transactions'),
      value: data.totalTransactions.toLocaleString('en-ZA'),
      icon: ArrowLeftRight,
    },
    {
      key: 'month',
      label: t('analytics.revenueMonth'),
      value: formatRandDecimal(data.monthlyRevenue),
      icon: Wallet,
    },
    {
      key: 'all',
      label: t('analytics.revenueAll'),
      value: formatRandDecimal(data.totalRevenue),
      icon: Wallet,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.growth')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {figures.map(({ key, label, value, icon: Icon }) => (
              <div key={key} className="min-w-0 rounded-lg bg-slate-50 p-3">
                <dt className="flex items-center gap-2 text-xs text-slate-500">
                  <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="truncate pl-7 text-lg font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Activity className="size-4 text-brand-700" aria-hidden="true" />{' '}
            {t('analytics.health')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {data.health.map((check) => (
              <li key={check.name} className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{check.name}</p>
                  <p className="text-sm break-words text-slate-500">{check.detail}</p>
                </div>
                <Badge variant={HEALTH_VARIANT[check.status]}>
                  {t(`analytics.${check.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-600">
            {t('analytics.checked', { time: formatInstant(data.generatedAt) })}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
