import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { CREDIT_MESSAGES } from '@shared/credit/credit.schemas';
import { TopUpSchema, WALLET_MESSAGES } from '@shared/wallets/wallets.schemas';
import { CustomerPicker } from '@client/components/customer-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useTopUp } from '../api/wallets-queries';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { walletsText } from '../wallets-text';
import { MoneyField } from '@client/components/ui/money-field';

const FormSchema = TopUpSchema.pick({ amount: true }).extend({
  customerId: z.string().min(1, CREDIT_MESSAGES.customer),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const newKey = () => crypto.randomUUID();

/** Cash at the till onto a customer's wallet. A preset customer skips the picker. */
export function TopUpDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: { id: string; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText(walletsText);
  const topUp = useTopUp();
  const [key, setKey] = useState(newKey);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    values: { customerId: customer?.id ?? '', amount: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await topUp.mutateAsync({
        customerId: values.customerId,
        key,
        amount: centsToDecimal(values.amount),
      });
      toast({
        title: messageText(WALLET_MESSAGES.toppedUp),
        description: t('toppedUpText', {
          amount: formatRand(values.amount),
          name: result.wallet.customerName,
          balance: formatRandDecimal(result.wallet.balance),
        }),
      });
      setKey(newKey());
      onOpenChange(false);
    } catch (error) {
      toastError(error, messageText(WALLET_MESSAGES.topUpFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>
            {customer ? t('fromCustomer', { name: customer.name }) : t('atTill')}
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          {customer ? null : (
            <Field
              label={t('customer')}
              htmlFor="top-up-customer"
              error={errors.customerId?.message}
            >
              <Controller
                control={form.control}
                name="customerId"
                render={({ field }) => (
                  <CustomerPicker
                    id="top-up-customer"
                    value={field.value}
                    onChange={field.onChange}
                    invalid={Boolean(errors.customerId)}
                  />
                )}
              />
            </Field>
          )}
          <MoneyField
            id="top-up-amount"
            label={t('amount')}
            error={errors.amount?.message}
            placeholder="50.00"
            {...form.register('amount')}
          />
          <FormActions onCancel={() => onOpenChange(false)} pending={topUp.isPending}>
            {topUp.isPending ? t('saving') : t('topUp')}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
