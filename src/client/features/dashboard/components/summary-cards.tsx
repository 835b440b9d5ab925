import type { ReactNode } from 'react';
import { AlertTriangle, Banknote, Package, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card } from '@client/components/ui/card';
import { Skeleton, SkeletonLine } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

interface Summary {
  title: string;
  value: string;
  hint: ReactNode;
  icon: LucideIcon;
  tone: string;
}

function summaries(data: Dashboard, t: typeof dashboardText.t): Summary[] {
  return [
    {
      title: t('totalOrders'),
      value: String(data.totalOrders),
      hint: t('ordersToday', { count: data.ordersToday }),
      icon: ShoppingBag,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      title: t('revenue'),
      value: data.revenue,
      hint: (
        <>
          {t('thisMonth')} ·{' '}
          <span className="whitespace-nowrap">
            {t('revenueToday', { amount: formatRandDecimal(data.revenueToday) })}
          </span>
        </>
      ),
      icon: Banknote,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      title: t('activeProducts'),
      value: String(data.activeProducts),
      hint: t('inCatalogue'),
      icon: Package,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      title: t('lowStock'),
      value: String(data.lowStock),
      hint: data.lowStock > 0 ? t('atThreshold') : t('allStocked'),
      icon: AlertTriangle,
      tone: data.lowStock > 0 ? 'bg-amber-50 text-amber-700' : 'bg-slate-100 text-slate-500',
    },
  ];
}

/** Two figures a row on a phone, one when the user's text is large (the columns are in rem). */
const grid =
  'grid grid-cols-[repeat(auto-fit,minmax(min(100%,9.5rem),1fr))] gap-3 lg:grid-cols-4 lg:gap-4';

/**
 * One figure's card. Title and hint keep room for two lines, and the skeleton is this same card,
 * so nothing below moves when the figures arrive or a text wraps (longer words in some languages).
 */
function SummaryCard({
  title,
  value,
  hint,
  icon,
}: Record<'title' | 'value' | 'hint' | 'icon', ReactNode>) {
  return (
    <Card className="flex flex-col gap-2 p-3 sm:p-5">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h2 className="text-xs font-medium text-slate-500 sm:text-sm">{title}</h2>
        {icon}
      </div>
      <p className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-2xl">
        {value}
      </p>
      <p className="min-h-[2lh] text-xs leading-snug text-slate-500">{hint}</p>
    </Card>
  );
}

export function SummaryCards({ data }: { data: Dashboard }) {
  const t = useText(dashboardText);
  return (
    <div className={grid}>
      {summaries(data, t).map(({ title, value, hint, icon: Icon, tone }) => (
        <SummaryCard
          key={title}
          title={title}
          value={value}
          hint={hint}
          icon={
            <span className={`rounded-lg p-1.5 ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          }
        />
      ))}
    </div>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className={grid} aria-hidden="true">
      {[0, 1, 2, 3].map((key) => (
        <SummaryCard
          key={key}
          title={<SkeletonLine className="w-20" />}
          value={<SkeletonLine className="w-16" />}
          hint={<SkeletonLine className="w-24" />}
          icon={<Skeleton className="size-7 rounded-lg" />}
        />
      ))}
    </div>
  );
}
