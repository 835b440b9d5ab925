import { CheckCircle2, Clock, Loader, XCircle } from 'lucide-react';
import type { OrderCounts } from '@shared/orders/orders.schemas';
import { StatTile } from '@client/components/stat-tile';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

/** Counts of all the merchant's orders per status, as the server counts them. */
export function OrderCountTiles({ counts }: { counts: OrderCounts | undefined }) {
  const t = useText(ordersText);
  const tiles = [
    { status: 'pending', value: counts?.pending, icon: Clock, tone: 'warning' },
    { status: 'processing', value: counts?.processing, icon: Loader, tone: 'default' },
    { status: 'completed', value: counts?.completed, icon: CheckCircle2, tone: 'good' },
    { status: 'cancelled', value: counts?.cancelled, icon: XCircle, tone: 'danger' },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <StatTile
          key={tile.status}
          label={t(`status.${tile.status}`)}
          value={String(tile.value ?? 0)}
          icon={tile.icon}
          tone={tile.tone}
          loading={counts === undefined}
        />
      ))}
    </div>
  );
}
