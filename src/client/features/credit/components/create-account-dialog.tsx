import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CREDIT_MESSAGES, CreateCreditAccountSchema } from '@shared/credit/credit.schemas';
import { centsToDecimal } from '@shared/money/money';
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
import { useCreateCreditAccount } from '../api/credit-queries';
import { useText } from '@client/i18n/use-text';
import { creditText } from '../credit-text';
import { messageText } from '@client/i18n/common-text';
import { MoneyField } from '@client/components/ui/money-field';

const FormSchema = CreateCreditAccountSchema.pick({ customerId: true, creditLimit: true });
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

/** The spec's create dialog: customer and credit limit are required. */
export function CreateAccountDialog({
  open,
  onOpenChange,
  customersWithAccounts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customersWithAccounts: readonly string[];
}) {
  const t = useText(creditText);
  const create = useCreateCreditAccount();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { customerId: '', creditLimit: '' },
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        customerId: values.customerId,
        creditLimit: centsToDecimal(values.creditLimit),
      });
      toast({ title: messageText(CREDIT_MESSAGES.created) });
      close(false);
    } catch (error) {
      toastError(error, messageText(CREDIT_MESSAGES.createFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <Field
            label={t('create.customer')}
            htmlFor="credit-customer"
            error={errors.customerId?.message}
          >
            <Controller
              control={form.control}
              name="customerId"
              render={({ field }) => (
                <CustomerPicker
                  id="credit-customer"
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  exclude={customersWithAccounts}
                  invalid={Boolean(errors.customerId)}
                />
              )}
            />
          </Field>
          <MoneyField
            id="credit-limit"
            label={t('create.limit')}
            error={errors.creditLimit?.message}
            placeholder="500.00"
            {...form.register('creditLimit')}
          />
          <FormActions onCancel={() => close(false)} pending={create.isPending}>
            {create.isPending ? t('create.creating') : t('create.submit')}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
