import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  CustomerInputSchema,
  type Customer,
} from '@shared/customers/customers.schemas';
import { formatPhone } from '@shared/phone/phone';
import { FormActions } from '@client/components/ui/dialog';
import { Field, Input, Textarea, invalidProps } from '@client/components/ui/input';
import { saveToasts } from '@client/lib/save-toasts';
import { useSaveCustomer } from '@client/api/customers-queries';
import { useText } from '@client/i18n/use-text';
import { customerText } from './customer-text';

type FormInput = z.input<typeof CustomerInputSchema>;
type FormOutput = z.output<typeof CustomerInputSchema>;

const toForm = (customer: Customer | null): FormInput => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: customer ? formatPhone(customer.phone) : '',
  address: customer?.address ?? '',
});

/**
 * Add or edit a customer: name and phone required; email and address optional (most spaza
 * customers have no email). Used by the customers page and by every customer picker.
 */
export function CustomerForm({
  customer,
  onDone,
  onSaved,
}: {
  customer: Customer | null;
  onDone: () => void;
  /** Runs with the saved customer before the form closes (a picker selects it). */
  onSaved?: (saved: Customer) => void;
}) {
  const t = useText(customerText);
  const save = useSaveCustomer();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CustomerInputSchema),
    defaultValues: toForm(customer),
  });
  const { errors } = form.formState;
  const editing = customer !== null;
  const toasts = saveToasts({
    success: editing ? CUSTOMER_MESSAGES.updated : CUSTOMER_MESSAGES.created,
    failure: editing ? CUSTOMER_MESSAGES.updateFailed : CUSTOMER_MESSAGES.createFailed,
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: customer?.id, values },
      {
        onError: toasts.onError,
        onSuccess: (saved) => {
          toasts.onSuccess();
          onSaved?.(saved);
          onDone();
        },
      },
    ),
  );

  const invalid = (name: keyof FormInput) => invalidProps(`customer-${name}`, errors[name]);

  return (
    <form
      // In a picker inside another form's dialog (a new order), submit this form only.
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="flex flex-col gap-3"
    >
      <Field label={t('name')} htmlFor="customer-name" error={errors.name?.message}>
        <Input
          id="customer-name"
          autoComplete="off"
          {...form.register('name')}
          {...invalid('name')}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('phone')} htmlFor="customer-phone" error={errors.phone?.message}>
          <Input
            id="customer-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...form.register('phone')}
            {...invalid('phone')}
          />
        </Field>
        <Field label={t('email')} htmlFor="customer-email" error={errors.email?.message}>
          <Input
            id="customer-email"
            type="email"
            placeholder={t('optional')}
            autoComplete="off"
            {...form.register('email')}
            {...invalid('email')}
          />
        </Field>
      </div>
      <Field label={t('address')} htmlFor="customer-address" error={errors.address?.message}>
        <Textarea
          id="customer-address"
          rows={2}
          {...form.register('address')}
          {...invalid('address')}
        />
      </Field>
      <FormActions onCancel={onDone} pending={save.isPending}>
        {save.isPending ? t('saving') : editing ? t('update') : t('add')}
      </FormActions>
    </form>
  );
}
