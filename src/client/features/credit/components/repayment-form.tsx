import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CREDIT_MESSAGES, RepaymentSchema } from '@shared/credit/credit.schemas';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payments.schemas';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { useRepayCredit } from '../api/use-credit';

const FormSchema = RepaymentSchema.pick({ amount: true, method: true });
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const newKey = () => crypto.randomUUID();

/** Records a repayment; one Idempotency-Key per intended payment, so a double tap pays once. */
export function RepaymentForm({ accountId }: { accountId: string }) {
  const repay = useRepayCredit(accountId);
  const [key, setKey] = useState(newKey);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { amount: '', method: 'cash' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await repay.mutateAsync({
        key,
        amount: centsToDecimal(values.amount),
        method: values.method,
      });
      toast({
        title: CREDIT_MESSAGES.repaid,
        description: `${formatRand(values.amount)} received. Balance now ${formatRandDecimal(result.account.currentBalance)}.`,
      });
      form.reset();
      setKey(newKey());
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to record payment'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Amount (R)" htmlFor="repay-amount" error={errors.amount?.message}>
          <Input
            id="repay-amount"
            inputMode="decimal"
            placeholder="100.00"
            aria-invalid={Boolean(errors.amount) || undefined}
            {...form.register('amount')}
          />
        </Field>
        <Field label="Method" htmlFor="repay-method">
          <Select id="repay-method" {...form.register('method')}>
            {(['cash', 'card', 'mobile_money'] as const).map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" disabled={repay.isPending}>
        {repay.isPending ? 'Recording…' : 'Record Payment'}
      </Button>
    </form>
  );
}
