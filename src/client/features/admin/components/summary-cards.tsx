import { CheckCircle2, Clock, Store, Wallet } from 'lucide-react';
import type { AdminAnalytics } from '@shared/admin/admin.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const number = (value: number) => value.toLocaleString('en-ZA');

export function SummaryCards({ data }: { data: AdminAnalytics | undefined }) {
  const t = useText(adminText);
  const cards = [
    {
      id: 'Total Merchants',
      title: t('summary.totalMerchants'),
      icon: Store,
      value: data && number(data.totalMerchants),
    },
    {
      id: 'Active Merchants',
      title: t('summary.activeMerchants'),
      icon: CheckCircle2,
      value: data && number(data.activeMerchants),
    },
    {
      id: 'Pending Verifications',
      title: t('summary.pendingVerifications'),
      icon: Clock,
      value: data && number(data.pendingVerifications),
    },
    {
      id: 'Monthly Revenue',
      title: t('summary.monthlyRevenue'),
      icon: Wallet,
      value: data && formatRandDecimal(data.monthlyRevenue),
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ id, title, icon: Icon, value }) => (
        <Card key={id}>
          <CardContent className="flex flex-col gap-2 pt-4 sm:pt-5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs font-medium text-slate-500 sm:text-sm">{title}</p>
              <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            </div>
            {value === undefined ? (
              <Skeleton className="h-7 w-20" />
            ) : (
              <p className="truncate text-xl font-bold text-slate-900 sm:text-2xl" data-testid={id}>
                {value}
              </p>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
