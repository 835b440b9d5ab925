import { useState, type FormEvent } from 'react';
import { WRITE_OFF_REASONS, type WriteOffReason } from '@shared/stock-in/stock-in.schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useWriteOff } from '../api/stock-in-queries';
import { stockInText } from '../stock-in-text';

/** What is written off: a batch (dated goods) or the product's undated stock. */
export interface WriteOffTarget {
  productId: string;
  productName: string;
  batchId: string | null;
  /** Units there are to write off (the batch's, or the product's stock). */
  available: number;
  reason: WriteOffReason;
}

/** The write-off: how many, why (expired, damaged, stolen, other) and a note; valued at cost. */
export function WriteOffDialog({
  target,
  onClose,
}: {
  target: WriteOffTarget | null;
  onClose(): void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        {target ? (
          <WriteOffForm
            key={`${target.productId}${target.batchId}`}
            target={target}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function WriteOffForm({ target, onClose }: { target: WriteOffTarget; onClose(): void }) {
  const t = useText(stockInText);
  const writeOff = useWriteOff();
  const [quantity, setQuantity] = useState(String(target.available));
  const [reason, setReason] = useState<WriteOffReason>(target.reason);
  const [note, setNote] = useState('');
  const count = /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity) : 0;
  const valid = count >= 1 && count <= target.available;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await writeOff.mutateAsync({
        productId: target.productId,
        body: { quantity: count, reason, batchId: target.batchId, note: note.trim() || null },
      });
      toast({
        title: t('writtenOff'),
        description: t('writtenOffText', { count, name: target.productName }),
      });
      onClose();
    } catch (error) {
      toastError(error, t('saveFailed'));
    }
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <DialogHeader>
        <DialogTitle>{t('writeOffTitle', { name: target.productName })}</DialogTitle>
        <DialogDescription>{t('writeOffText', { count: target.available })}</DialogDescription>
      </DialogHeader>
      <Field
        label={t('writeOffQuantity')}
        htmlFor="write-off-quantity"
        error={quantity && !valid ? t('writeOffAtMost', { count: target.available }) : undefined}
      >
        <Input
          id="write-off-quantity"
          inputMode="numeric"
          value={quantity}
          aria-invalid={quantity && !valid ? true : undefined}
          aria-describedby={quantity && !valid ? 'write-off-quantity-error' : undefined}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </Field>
      <Field label={t('reason')} htmlFor="write-off-reason">
        <Select
          id="write-off-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as WriteOffReason)}
        >
          {WRITE_OFF_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reason.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('note')} htmlFor="write-off-note">
        <Textarea
          id="write-off-note"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" className="h-11" onClick={onClose}>
          {t('keepStock')}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          className="h-11"
          disabled={!valid || writeOff.isPending}
        >
          {t('confirmWriteOff')}
        </Button>
      </DialogFooter>
    </form>
  );
}
