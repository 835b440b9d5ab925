import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';

/** One summary figure with its label; a skeleton while loading. */
export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'default',
  loading,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone?: 'default' | 'good' | 'warning' | 'danger';
  loading?: boolean;
}) {
  const toneClass = {
    default: 'bg-brand-50 text-brand-700',
    good: 'bg-emerald-50 text-emerald-700',
    warning: 'bg-amber-50 text-amber-700',
    danger: 'bg-red-50 text-red-700',
  }[tone];
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-4 sm:pt-5">
        <span className={cn('hidden rounded-lg p-2 sm:inline-flex', toneClass)} aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500 sm:text-sm">{label}</p>
          {loading ? (
            <Skeleton className="mt-1 h-6 w-20" />
          ) : (
            <p
              className="break-words text-lg font-bold text-slate-900 sm:text-xl"
              data-testid={`tile-${label}`}
            >
              {value}
            </p>
          )}
          {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}
