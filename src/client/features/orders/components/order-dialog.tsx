import { useState } from 'react';
import {
  CreateOrderSchema,
  ORDER_MESSAGES,
  ORDER_PAYMENT_METHODS,
  type CreateOrder,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@shared/orders/orders.schemas';
import { CustomerPicker } from '@client/components/customer-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { clearDraftOrder } from '@client/lib/draft-order';
import { saveToasts } from '@client/lib/save-toasts';
import { useSaveOrder } from '../api/orders-queries';
import {
  addLine,
  itemsPayload,
  linesFromItems,
  priceLines,
  setLineQuantity,
  totalText,
  type EditLine,
} from '../order-lines';
import { OrderItemsEditor } from './order-items-editor';
import { OrderStatusFields } from './order-status-fields';
import { ProductSearch } from './product-search';
import { commonText, messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

/** What the dialog opens on: a new order (maybe from the catalogue's draft) or an order to edit. */
export type OrderDialogTarget =
  { kind: 'new'; draftLines: EditLine[] } | { kind: 'edit'; order: Order };

export function OrderDialog({
  target,
  onClose,
}: {
  target: OrderDialogTarget | null;
  onClose: () => void;
}) {
  const t = useText(ordersText);
  const order = target?.kind === 'edit' ? target.order : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {order ? t('dialog.edit', { number: order.orderNumber }) : t('newOrder')}
          </DialogTitle>
          <DialogDescription>
            {order ? t('dialog.editDescription') : t('dialog.newDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from its order or draft. */}
        {target ? <OrderForm target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const newKey = () => crypto.randomUUID();

function OrderForm({ target, onDone }: { target: OrderDialogTarget; onDone: () => void }) {
  const t = useText(ordersText);
  const order = target.kind === 'edit' ? target.order : null;
  const save = useSaveOrder();
  const [key] = useState(newKey);
  const [customerId, setCustomerId] = useState(order?.customerId ?? '');
  const [status, setStatus] = useState<OrderStatus>(order?.status ?? 'pending');
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus>(
    order?.paymentStatus ?? 'pending',
  );
  const [paymentMethod, setPaymentMethod] = useState(order ? (order.paymentMethod ?? '') : 'cash');
  const [lines, setLines] = useState<EditLine[]>(() =>
    order ? linesFromItems(order.items) : target.kind === 'new' ? target.draftLines : [],
  );
  const [itemsError, setItemsError] = useState<string>();
  const priced = priceLines(lines, order?.items);
  const methods: string[] = [...ORDER_PAYMENT_METHODS];
  if (order?.paymentMethod && !methods.includes(order.paymentMethod)) {
    methods.push(order.paymentMethod);
  }

  const changeLines = (next: EditLine[]) => {
    setLines(next);
    setItemsError(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = {
      customerId: customerId || null,
      status,
      paymentStatus,
      paymentMethod: (paymentMethod || null) as CreateOrder['paymentMethod'],
      items: itemsPayload(lines),
      totalAmount: totalText(priced.total),
    };
    const checked = CreateOrderSchema.safeParse(values);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? ORDER_MESSAGES.itemsRequired;
      setItemsError(message);
      toast({
        title: commonText.t('error'),
        description: messageText(message),
        variant: 'destructive',
      });
      return;
    }
    const toasts = saveToasts(
      {
        success: order ? ORDER_MESSAGES.updated : ORDER_MESSAGES.created,
        failure: order ? ORDER_MESSAGES.updateFailed : ORDER_MESSAGES.createFailed,
      },
      () => {
        if (target.kind === 'new' && target.draftLines.length > 0) clearDraftOrder();
        onDone();
      },
    );
    // An edit names the version it read: a change made meanwhile (a payment, another phone) is refused.
    if (order) save.mutate({ id: order.id, values: { ...values, version: order.version } }, toasts);
    else save.mutate({ values, key }, toasts);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('customer')} htmlFor="order-customer">
        <CustomerPicker id="order-customer" value={customerId} onChange={setCustomerId} />
      </Field>
      <OrderStatusFields
        status={status}
        paymentStatus={paymentStatus}
        paymentMethod={paymentMethod}
        methods={methods}
        allowUnset={Boolean(order && !order.paymentMethod)}
        onStatus={setStatus}
        onPaymentStatus={setPaymentStatus}
        onPaymentMethod={setPaymentMethod}
      />
      <section className="flex flex-col gap-2" aria-labelledby="order-items-title">
        <h3 id="order-items-title" className="text-sm font-semibold text-slate-800">
          {t('items')}
        </h3>
        <OrderItemsEditor
          lines={priced.lines}
          onQuantity={(productId, quantity) =>
            changeLines(setLineQuantity(lines, productId, quantity))
          }
        />
        {itemsError ? (
          <p role="alert" className="text-sm text-red-600">
            {messageText(itemsError)}
          </p>
        ) : null}
        <ProductSearch onAdd={(product) => changeLines(addLine(lines, product))} />
      </section>
      <Field label={t('totalAmount')} htmlFor="order-total">
        <Input
          id="order-total"
          readOnly
          value={totalText(priced.total)}
          className="bg-slate-50 font-semibold tabular-nums"
        />
      </Field>
      <FormActions onCancel={onDone} pending={save.isPending}>
        {save.isPending ? t('saving') : order ? t('update') : t('create')}
      </FormActions>
    </form>
  );
}
