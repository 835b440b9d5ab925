import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@shared/orders/orders.schemas';
import { Field, Select } from '@client/components/ui/input';
import { paymentMethodLabel, paymentStatusLabel, statusLabel } from '../order-labels';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

/** Status, payment status and payment method: freely selectable (docs/product.md "States"). */
export function OrderStatusFields({
  status,
  paymentStatus,
  paymentMethod,
  methods,
  allowUnset,
  onStatus,
  onPaymentStatus,
  onPaymentMethod,
}: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  methods: readonly string[];
  allowUnset: boolean;
  onStatus: (status: OrderStatus) => void;
  onPaymentStatus: (status: PaymentStatus) => void;
  onPaymentMethod: (method: string) => void;
}) {
  const t = useText(ordersText);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Field label={t('status')} htmlFor="order-status">
        <Select
          id="order-status"
          value={status}
          onChange={(event) => onStatus(event.target.value as OrderStatus)}
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('paymentStatus')} htmlFor="order-payment-status">
        <Select
          id="order-payment-status"
          value={paymentStatus}
          onChange={(event) => onPaymentStatus(event.target.value as PaymentStatus)}
        >
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {paymentStatusLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('paymentMethod')}
        htmlFor="order-payment-method"
        className="col-span-2 sm:col-span-1"
      >
        <Select
          id="order-payment-method"
          value={paymentMethod}
          onChange={(event) => onPaymentMethod(event.target.value)}
        >
          {allowUnset ? <option value="">{t('notSet')}</option> : null}
          {methods.map((value) => (
            <option key={value} value={value}>
              {paymentMethodLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
