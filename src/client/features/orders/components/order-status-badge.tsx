import type { OrderStatus } from '@shared/orders/orders.schemas';
import { Badge } from '@client/components/ui/badge';
import { statusLabel, STATUS_VARIANTS } from '../order-labels';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  useText(ordersText);
  return <Badge variant={STATUS_VARIANTS[status]}>{statusLabel(status)}</Badge>;
}
