import { CheckCircle2, Clock, Star, Truck, type LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSupplierSummary } from '../api/suppliers-queries';
import { useText } from '@client/i18n/use-text';
import { suppliersText } from '../suppliers-text';

function Tile({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <span className="shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium leading-tight text-slate-500 sm:text-sm">{label}</p>
        <p className="text-xl font-bold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

/** Summary tiles: total, active, pending orders (repeat orders due within 7 days), average rating. */
export function SupplierTiles() {
  const { data, isPending, isError } = useSupplierSummary();
  const t = useText(suppliersText);
  if (isPending) return <Skeleton className="h-20 w-full" />;
  if (isError || !data) return null;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label={t('total')} value={String(data.total)} icon={Truck} />
      <Tile label={t('activeCount')} value={String(data.active)} icon={CheckCircle2} />
      <Tile label={t('pendingOrders')} value={String(data.pendingOrders)} icon={Clock} />
      <Tile label={t('averageRating')} value={data.averageRating.toFixed(1)} icon={Star} />
    </div>
  );
}
