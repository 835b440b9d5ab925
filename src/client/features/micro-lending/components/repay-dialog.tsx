import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimal, formatRand, formatRandDecimal, toCents } from '@shared/money/money';
import { LoanRepaymentSchema, type Loan } from '@shared/micro-lending/micro-lending.schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useRepayLoan } from '../api/micro-lending-queries';
import { lendingText, loanLabel } from '../micro-lending-text';
import { MoneyField } from '@client/components/ui/money-field';

const newKey = () => crypto.randomUUID();

function RepayForm({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const t = useText(lendingText);
  const outstanding = toCents(loan.outstandingAmount) ?? 0;
  const schema = LoanRepaymentSchema.extend({
    amount: LoanRepaymentSchema.shape.amount.refine(
      (cents) => cents <= outstanding,
      t('atMost', { amount: formatRand(outstanding) }),
    ),
  });
  const repay = useRepayLoan(loan.id);
  // Kept until the payment succeeds, so a retry after a lost answer pays once.
  const [key] = useState(newKey);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amount: '' },
  });
  const parsed = schema.safeParse(useWatch({ control: form.control }));
  const error = form.formState.errors.amount?.message;

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    try {
      const result = await repay.mutateAsync({ key, amount: centsToDecimal(amount) });
      toast({
        title: t('repaid'),
        description:
          result.loan.status === 'paid'
            ? t('repaidFull', { amount: formatRand(amount), loan: loanLabel(t, loan.loanType) })
            : t('repaidPart', {
                amount: formatRand(amount),
                outstanding: formatRandDecimal(result.loan.outstandingAmount),
              }),
      });
      onClose();
    } catch (failure) {
      toastError(failure, t('repayFallback'));
    }
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <MoneyField
        id="repay-amount"
        label={t('amountLabel')}
        error={error}
        type="number"
        min="0"
        step="0.01"
        max={loan.outstandingAmount}
        placeholder={loan.outstandingAmount}
        {...form.register('amount')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!parsed.success || repay.isPending}>
          {repay.isPending
            ? t('paying')
            : parsed.success
              ? t('payAmount', { amount: formatRand(parsed.data.amount) })
              : t('pay')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A partial or full repayment of one active loan. */
export function RepayDialog({ loan, onClose }: { loan: Loan | null; onClose: () => void }) {
  const t = useText(lendingText);
  return (
    <Dialog open={loan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {loan ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('repayLoan', { loan: loanLabel(t, loan.loanType) })}</DialogTitle>
            <DialogDescription>
              {t('repayDescription', {
                outstanding: formatRandDecimal(loan.outstandingAmount),
                lender: loan.lender,
              })}
            </DialogDescription>
          </DialogHeader>
          <RepayForm key={loan.id} loan={loan} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
