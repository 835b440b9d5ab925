import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RepaymentSchema } from '@shared/credit/credit.schemas';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useRepayCredit } from '../api/credit-queries';
import { creditText } from '../credit-text';
import { MoneyField } from '@client/components/ui/money-field';

const FormSchema = RepaymentSchema.pick({ amount: true, method: true });
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const newKey = () => crypto.randomUUID();

/** Records a repayment; one Idempotency-Key per intended payment, so a double tap pays once. */
export function RepaymentForm({ accountId }: { accountId: string }) {
  const t = useText(creditText);
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
        title: t('paymentSuccessful'),
        description: t('received', {
          amount: formatRand(values.amount),
          balance: formatRandDecimal(result.account.currentBalance),
        }),
      });
      form.reset();
      setKey(newKey());
    } catch (error) {
      toastError(error, t('recordFailed'));
    }
  });

  return (
    <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <MoneyField
          id="repay-amount"
          label={t('amountLabel')}
          error={errors.amount?.message}
          placeholder="100.00"
          {...form.register('amount')}
        />
        <Field label={t('method')} htmlFor="repay-method">
          <Select id="repay-method" {...form.register('method')}>
            {(['cash', 'card', 'mobile_money'] as const).map((method) => (
              <option key={method} value={method}>
                {t(`method.${method}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" disabled={repay.isPending}>
        {repay.isPending ? t('recording') : t('recordPayment')}
      </Button>
    </form>
  );
}
