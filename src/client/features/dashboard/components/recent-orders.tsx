import { ClipboardList } from 'lucide-react';
import { orderStatusVariant } from '@shared/dashboard/dashboard-labels';
import type { OrderStatus } from '@shared/orders/orders.schemas';
import type { RecentOrder } from '@shared/dashboard/dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

export function RecentOrders({ orders }: { orders: RecentOrder[] | undefined }) {
  const t = useText(dashboardText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recentOrders')}</CardTitle>
      </CardHeader>
      <CardContent>
        {orders === undefined ? (
          <div className="flex flex-col gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </div>
        ) : orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-500">
            <ClipboardList className="size-8 text-slate-300" aria-hidden="true" />
            <p>{t('noRecent')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {orders.map((order) => (
              <li key={order.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">
                    {order.customerId
                      ? t('customer', { id: order.customerId.slice(-6) })
                      : t('walkIn')}
                  </p>
                  <p className="truncate text-sm text-slate-500">{order.orderNumber}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <p className="font-semibold tabular-nums text-slate-900">
                    {formatRandDecimal(order.totalAmount)}
                  </p>
                  <Badge variant={orderStatusVariant(order.status)}>
                    {t(`status.${order.status as OrderStatus}`)}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
