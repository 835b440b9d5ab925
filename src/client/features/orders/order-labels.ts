import type { BadgeVariant } from '@client/components/ui/badge';
import type { OrderStatus, PaymentStatus } from '@shared/orders/orders.schemas';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payments.schemas';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_VARIANTS: Record<OrderStatus, BadgeVariant> = {
  pending: 'warning',
  processing: 'secondary',
  completed: 'success',
  cancelled: 'destructive',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

export const paymentMethodLabel = (method: string | null) =>
  method === null
    ? 'Not set'
    : method === 'voice_order'
      ? 'Voice order'
      : (PAYMENT_METHOD_LABELS[method] ?? method);
