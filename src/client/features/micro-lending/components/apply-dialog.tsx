import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { LOAN_TERMS, ratePercentText, type LoanType } from '@shared/micro-lending/loan-types';
import { LoanApplicationFormSchema } from '@shared/micro-lending/micro-lending.schemas';
import { formatDay } from '@shared/time/format';
import { johannesburgDate } from '@shared/time/johannesburg';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useApplyForLoan, useLender } from '../api/micro-lending-queries';
import { lendingText, loanLabel } from '../micro-lending-text';
import { LoanTermsSummary } from './loan-terms-summary';
import { MoneyField } from '@client/components/ui/money-field';

type FormInput = z.input<typeof LoanApplicationFormSchema>;
type FormOutput = z.output<typeof LoanApplicationFormSchema>;

/** The application for one loan type: amount and purpose, the terms, then confirm. */
function ApplyForm({ loanType, onClose }: { loanType: LoanType; onClose: () => void }) {
  const t = useText(lendingText);
  const terms = LOAN_TERMS[loanType];
  const apply = useApplyForLoan();
  const lender = useLender();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(LoanApplicationFormSchema),
    mode: 'onChange',
    defaultValues: { loanType, amount: '', purpose: '' },
  });
  const parsed = LoanApplicationFormSchema.safeParse(useWatch({ control: form.control }));
  const amountError = form.formState.errors.amount?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const loan = await apply.mutateAsync({
        loanType,
        amount: centsToDecimal(values.amount),
        purpose: values.purpose,
        termDays: terms.termDays,
        interestRate: centsToDecimal(terms.rateBasisPoints),
      });
      toast({
        title: t('approved'),
        description: t('approvedText', {
          amount: formatRand(values.amount),
          loan: loanLabel(t, loanType),
          lender: loan.lender,
          total: formatRandDecimal(loan.totalToRepay),
          date: formatDay(johannesburgDate(new Date(loan.dueDate ?? loan.date))),
        }),
      });
      onClose();
    } catch (error) {
      toastError(error, t('applicationFallback'), t('applicationFailed'));
    }
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <MoneyField
        id="loan-amount"
        label={t('amountLabel')}
        error={amountError}
        type="number"
        min="0"
        step="0.01"
        max={centsToDecimal(terms.maxCents)}
        placeholder={centsToDecimal(terms.maxCents)}
        {...form.register('amount')}
      />
      <Field label={t('purposeLabel')} htmlFor="loan-purpose">
        <Input id="loan-purpose" maxLength={200} {...form.register('purpose')} />
      </Field>
      <LoanTermsSummary
        loanType={loanType}
        amountCents={parsed.success ? parsed.data.amount : null}
        lender={lender.data}
        now={new Date()}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!parsed.success || apply.isPending}>
          {apply.isPending ? t('applying') : t('confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Opens on choosing a loan type; closes on cancel or when the loan is approved. */
export function ApplyDialog({
  loanType,
  onClose,
}: {
  loanType: LoanType | null;
  onClose: () => void;
}) {
  const t = useText(lendingText);
  const terms = loanType ? LOAN_TERMS[loanType] : null;
  return (
    <Dialog open={loanType !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {loanType && terms ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('applyFor', { loan: loanLabel(t, loanType) })}</DialogTitle>
            <DialogDescription>
              {t('applyDescription', {
                max: formatRand(terms.maxCents),
                days: terms.termDays,
                rate: ratePercentText(terms.rateBasisPoints),
              })}
            </DialogDescription>
          </DialogHeader>
          <ApplyForm key={loanType} loanType={loanType} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
