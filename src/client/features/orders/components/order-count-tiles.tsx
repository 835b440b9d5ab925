import { CheckCircle2, Clock, Loader, XCircle } from 'lucide-react';
import type { OrderCounts } from '@shared/orders/orders.schemas';
import { StatTile } from '@client/components/stat-tile';

/** Counts of all the merchant's orders per status, as the server counts them. */
export function OrderCountTiles({ counts }: { counts: OrderCounts | undefined }) {
  const tiles = [
    { label: 'Pending', value: counts?.pending, icon: Clock, tone: 'warning' },
    { label: 'Processing', value: counts?.processing, icon: Loader, tone: 'default' },
    { label: 'Completed', value: counts?.completed, icon: CheckCircle2, tone: 'good' },
    { label: 'Cancelled', value: counts?.cancelled, icon: XCircle, tone: 'danger' },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <StatTile
          key={tile.label}
          label={tile.label}
          value={String(tile.value ?? 0)}
          icon={tile.icon}
          tone={tile.tone}
          loading={counts === undefined}
        />
      ))}
    </div>
  );
}
