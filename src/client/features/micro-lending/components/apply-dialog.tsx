import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { LOAN_TERMS, ratePercentText, type LoanType } from '@shared/micro-lending/loan-types';
import {
  LOAN_MESSAGES,
  LoanApplicationFormSchema,
} from '@shared/micro-lending/micro-lending.schemas';
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
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { useApplyForLoan, useLender } from '../api/micro-lending-queries';
import { LoanTermsSummary } from './loan-terms-summary';

type FormInput = z.input<typeof LoanApplicationFormSchema>;
type FormOutput = z.output<typeof LoanApplicationFormSchema>;

/** The application for one loan type: amount and purpose, the terms, then confirm. */
function ApplyForm({ loanType, onClose }: { loanType: LoanType; onClose: () => void }) {
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
        title: LOAN_MESSAGES.approved,
        description: `${formatRand(values.amount)} ${terms.label} from ${loan.lender}. Repay ${formatRandDecimal(loan.totalToRepay)} by ${formatDay(johannesburgDate(new Date(loan.dueDate ?? loan.date)))}.`,
      });
      onClose();
    } catch (error) {
      toast({
        title: LOAN_MESSAGES.applicationFailed,
        description: errorMessage(error, LOAN_MESSAGES.applicationFallback),
        variant: 'destructive',
      });
    }
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <Field label="Amount (R)" htmlFor="loan-amount" error={amountError}>
        <Input
          id="loan-amount"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          max={centsToDecimal(terms.maxCents)}
          placeholder={centsToDecimal(terms.maxCents)}
          {...invalidProps('loan-amount', amountError)}
          {...form.register('amount')}
        />
      </Field>
      <Field label="Purpose (optional)" htmlFor="loan-purpose">
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
          Cancel
        </Button>
        <Button type="submit" disabled={!parsed.success || apply.isPending}>
          {apply.isPending ? 'Applying…' : 'Confirm Loan'}
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
  const terms = loanType ? LOAN_TERMS[loanType] : null;
  return (
    <Dialog open={loanType !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {loanType && terms ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Apply for {terms.label}</DialogTitle>
            <DialogDescription>
              Up to {formatRand(terms.maxCents)} for {terms.termDays} days, with a{' '}
              {ratePercentText(terms.rateBasisPoints)} fee.
            </DialogDescription>
          </DialogHeader>
          <ApplyForm key={loanType} loanType={loanType} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
