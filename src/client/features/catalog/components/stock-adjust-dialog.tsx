import { useState, type FormEvent } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import {
  STOCK_ADJUSTMENT_LABELS,
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
import { errorMessage } from '@client/lib/api';
import { useAdjustStock } from '../api/catalog-mutations';

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
      setError(parsed.error?.issues[0]?.message ?? 'Enter a quantity');
      return;
    }
    try {
      const saved = await adjust.mutateAsync({ id: product.id, adjustment: parsed.data });
      toast({ title: 'Stock updated', description: `${saved.name}: ${saved.stock} in stock` });
      onDone();
    } catch (e) {
      toast({
        title: 'Error',
        description: errorMessage(e, 'Failed to update stock'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>Adjust Stock</DialogTitle>
        <DialogDescription>
          {product.name}: {product.stock} in stock
        </DialogDescription>
      </DialogHeader>
      <Field label="Reason" htmlFor="adjust-reason">
        <Select
          id="adjust-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as StockAdjustmentReason)}
        >
          {STOCK_ADJUSTMENT_REASONS.map((r) => (
            <option key={r} value={r}>
              {STOCK_ADJUSTMENT_LABELS[r]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={
          reason === 'count_correction'
            ? 'Units (+ to add, - to remove)'
            : removes
              ? 'Units to remove'
              : 'Units to add'
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
        Save
      </FormActions>
    </form>
  );
}
