import type { ReactNode } from 'react';
import { AlertTriangle, Banknote, Package, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

interface Summary {
  title: string;
  value: string;
  hint: ReactNode;
  icon: LucideIcon;
  tone: string;
}

function summaries(data: Dashboard): Summary[] {
  return [
    {
      title: 'Total Orders',
      value: String(data.totalOrders),
      hint: `${data.ordersToday} today`,
      icon: ShoppingBag,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      title: 'Revenue',
      value: data.revenue,
      hint: (
        <>
          This month ·{' '}
          <span className="whitespace-nowrap">{formatRandDecimal(data.revenueToday)} today</span>
        </>
      ),
      icon: Banknote,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      title: 'Active Products',
      value: String(data.activeProducts),
      hint: 'In your catalogue',
      icon: Package,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      title: 'Low Stock',
      value: String(data.lowStock),
      hint: data.lowStock > 0 ? 'At or below threshold' : 'All stocked up',
      icon: AlertTriangle,
      tone: data.lowStock > 0 ? 'bg-amber-50 text-amber-700' : 'bg-slate-100 text-slate-500',
    },
  ];
}

const grid = 'grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4';

export function SummaryCards({ data }: { data: Dashboard }) {
  return (
    <div className={grid}>
      {summaries(data).map(({ title, value, hint, icon: Icon, tone }) => (
        <Card key={title} className="flex flex-col gap-2 p-3 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-xs font-medium text-slate-500 sm:text-sm">{title}</h2>
            <span className={`rounded-lg p-1.5 ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <p className="truncate text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {value}
          </p>
          <p className="text-xs leading-snug text-slate-500">{hint}</p>
        </Card>
      ))}
    </div>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className={grid}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-[6.5rem] rounded-xl sm:h-32" />
      ))}
    </div>
  );
}
