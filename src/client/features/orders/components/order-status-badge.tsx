import type { OrderStatus } from '@shared/orders/orders.schemas';
import { Badge } from '@client/components/ui/badge';
import { STATUS_LABELS, STATUS_VARIANTS } from '../order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
