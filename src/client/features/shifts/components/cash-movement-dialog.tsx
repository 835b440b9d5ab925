import { useState, type FormEvent } from 'react';
import { centsToDecimal, formatRand } from '@shared/money/money';
import type { CashMovementType } from '@shared/shifts/shift-constants';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/input';
import { MoneyField } from '@client/components/ui/money-field';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import type { AskApproval } from '@client/lib/approval';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useCashMovement } from '../api/shifts-queries';
import { shiftsText } from '../shifts-text';

/**
 * Pay in (change added) or pay out (a delivery paid from the drawer): amount and reason. A
 * cashier without the drawer permission hands the phone to whoever approves.
 */
export function CashMovementDialog({
  shiftId,
  type,
  askApproval,
}: {
  shiftId: string;
  type: CashMovementType;
  askApproval: AskApproval;
}) {
  const t = useText(shiftsText);
  const move = useCashMovement(shiftId, askApproval);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const idBase = `shift-${type}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own schema, loaded on use (the answers' checks have loaded it already): zod
    // stays out of the page's first load.
    const { CreateCashMovementSchema } = await import('@shared/shifts/shifts.schemas');
    const parsed = CreateCashMovementSchema.safeParse({ type, amount, reason });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const of = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      const [amountIssue, reasonIssue] = [of('amount'), of('reason')];
      setErrors({
        amount: amountIssue && messageText(amountIssue),
        reason: reasonIssue && messageText(reasonIssue),
      });
      return;
    }
    setErrors({});
    const cents = parsed.data.amount;
    try {
      const saved = await move.mutateAsync({
        type,
        amount: centsToDecimal(cents),
        reason: parsed.data.reason,
      });
      if (!saved) return;
      const words = { amount: formatRand(cents) };
      toast({ title: type === 'pay_in' ? t('paidIn', words) : t('paidOut', words) });
      setAmount('');
      setReason('');
      setOpen(false);
    } catch (failure) {
      toastError(failure, t('movementFailed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11">
          {type === 'pay_in' ? t('payIn') : t('payOut')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{type === 'pay_in' ? t('payInTitle') : t('payOutTitle')}</DialogTitle>
          <DialogDescription>{t('reasonHint')}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <MoneyField
            id={`${idBase}-amount`}
            label={t('amount')}
            placeholder="20.00"
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Field label={t('reason')} htmlFor={`${idBase}-reason`} error={errors.reason}>
            <Input
              id={`${idBase}-reason`}
              value={reason}
              maxLength={200}
              aria-invalid={errors.reason ? true : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <FormActions onCancel={() => setOpen(false)} pending={move.isPending}>
            {move.isPending ? t('saving') : t('record')}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
