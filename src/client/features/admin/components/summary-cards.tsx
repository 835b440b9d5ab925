import { CheckCircle2, Clock, Store, Wallet } from 'lucide-react';
import type { AdminAnalytics } from '@shared/admin/admin.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

const number = (value: number) => value.toLocaleString('en-ZA');

export function SummaryCards({ data }: { data: AdminAnalytics | undefined }) {
  const cards = [
    { title: 'Total Merchants', icon: Store, value: data && number(data.totalMerchants) },
    { title: 'Active Merchants', icon: CheckCircle2, value: data && number(data.activeMerchants) },
    {
      title: 'Pending Verifications',
      icon: Clock,
      value: data && number(data.pendingVerifications),
    },
    {
      title: 'Monthly Revenue',
      icon: Wallet,
      value: data && formatRandDecimal(data.monthlyRevenue),
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ title, icon: Icon, value }) => (
        <Card key={title}>
          <CardContent className="flex flex-col gap-2 pt-4 sm:pt-5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs font-medium text-slate-500 sm:text-sm">{title}</p>
              <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            </div>
            {value === undefined ? (
              <Skeleton className="h-7 w-20" />
            ) : (
              <p
                className="truncate text-xl font-bold text-slate-900 sm:text-2xl"
                data-testid={title}
              >
                {value}
              </p>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
