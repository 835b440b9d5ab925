import { useState, type FormEvent } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import {
  STOCK_ADJUSTMENT_REASONS,
  StockAdjustmentSchema,
  type StockAdjustmentReason,
} from '@shared/catalog/stock-adjustment.schemas';
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
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useAdjustStock } from '../api/catalog-mutations';
import { catalogText } from '../catalog-text';

/** Delivery adds; damaged and expired remove; a count correction may go either way. */
export function StockAdjustDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose(): void;
}) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        {product ? <AdjustForm key={product.id} product={product} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdjustForm({ product, onDone }: { product: Product; onDone(): void }) {
  const t = useText(catalogText);
  const [reason, setReason] = useState<StockAdjustmentReason>('delivery');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const adjust = useAdjustStock();
  const removes = reason === 'damaged' || reason === 'expired';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const units = Number(amount);
    const quantity = removes ? -Math.abs(units) : units;
    const parsed = StockAdjustmentSchema.safeParse({ quantity, reason });
    if (!amount || !parsed.success) {
      setError(parsed.error?.issues[0]?.message ?? t('enterQuantity'));
      return;
    }
    try {
      const saved = await adjust.mutateAsync({ id: product.id, adjustment: parsed.data });
      toast({
        title: t('stockUpdated'),
        description: t('inStockOf', { name: saved.name, stock: saved.stock }),
      });
      onDone();
    } catch (e) {
      toastError(e, t('updateStockFailed'));
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>{t('adjustStock')}</DialogTitle>
        <DialogDescription>
          {t('inStockOf', { name: product.name, stock: product.stock })}
        </DialogDescription>
      </DialogHeader>
      <Field label={t('reason')} htmlFor="adjust-reason">
        <Select
          id="adjust-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as StockAdjustmentReason)}
        >
          {STOCK_ADJUSTMENT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reason.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={
          reason === 'count_correction'
            ? t('unitsCorrection')
            : removes
              ? t('unitsRemove')
              : t('unitsAdd')
        }
        htmlFor="adjust-quantity"
        error={error}
      >
        <Input
          id="adjust-quantity"
          type="number"
          inputMode="numeric"
          step="1"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <FormActions onCancel={onDone} pending={adjust.isPending}>
        {t('save')}
      </FormActions>
    </form>
  );
}
