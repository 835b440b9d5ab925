import type { BadgeVariant } from '@client/components/ui/badge';
import type { OrderStatus, PaymentStatus } from '@shared/orders/orders.schemas';
import { paymentMethodText } from '@client/i18n/common-text';
import { ordersText } from './orders-text';

export const statusLabel = (status: OrderStatus) => ordersText.t(`status.${status}`);

export const STATUS_VARIANTS: Record<OrderStatus, BadgeVariant> = {
  pending: 'warning',
  processing: 'secondary',
  completed: 'success',
  cancelled: 'destructive',
};

export const paymentStatusLabel = (status: PaymentStatus) => ordersText.t(`payment.${status}`);

export const paymentMethodLabel = (method: string | null) =>
  method === null
    ? ordersText.t('notSet')
    : method === 'voice_order'
      ? ordersText.t('voiceOrder')
      : paymentMethodText(method);
