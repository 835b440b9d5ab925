import { useState, type FormEvent } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import {
  CreateRepeatOrderSchema,
  REPEAT_FREQUENCIES,
  type RepeatFrequency,
} from '@shared/repeat-orders/repeat-orders.schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { useCustomerOptions } from '@client/api/customers-queries';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@client/lib/quantity';
import { useCreateRepeatOrder } from '../api/repeat-orders-queries';
import { useText } from '@client/i18n/use-text';
import { repeatOrdersText } from '../repeat-orders-text';

export interface RepeatTarget {
  product: Product;
  quantity: number;
}

export function RepeatOrderDialog({
  target,
  onClose,
}: {
  target: RepeatTarget | null;
  onClose(): void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        {target ? <RepeatForm key={target.product.id} target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** A real customer of the merchant, a quantity and how often (weekly by default). */
function RepeatForm({ target, onDone }: { target: RepeatTarget; onDone(): void }) {
  const t = useText(repeatOrdersText);
  const customers = useCustomerOptions('').data ?? [];
  const [customerId, setCustomerId] = useState('');
  const [quantity, setQuantity] = useState(String(target.quantity));
  const [frequency, setFrequency] = useState<RepeatFrequency>('weekly');
  const [error, setError] = useState('');
  const create = useCreateRepeatOrder();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateRepeatOrderSchema.safeParse({
      productId: target.product.id,
      customerId,
      quantity: clampQuantity(quantity),
      frequency,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('chooseCustomer'));
    try {
      await create.mutateAsync(parsed.data);
      toast({ title: t('added') });
      onDone();
    } catch {
      toast({ title: t('failed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{target.product.name}</DialogDescription>
      </DialogHeader>
      <Field label={t('customer')} htmlFor="repeat-customer" error={error}>
        <Select
          id="repeat-customer"
          value={customerId}
          onChange={(e) => setCustomerId(e.target.value)}
        >
          <option value="">{t('chooseCustomer')}</option>
          {customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        {customers.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noCustomers')}</p>
        ) : null}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('quantity')} htmlFor="repeat-quantity">
          <Input
            id="repeat-quantity"
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            onBlur={() => setQuantity(String(clampQuantity(quantity)))}
          />
        </Field>
        <Field label={t('frequency')} htmlFor="repeat-frequency">
          <Select
            id="repeat-frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as RepeatFrequency)}
          >
            {REPEAT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`frequency.${f}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FormActions onCancel={onDone} pending={create.isPending}>
        {t('add')}
      </FormActions>
    </form>
  );
}
