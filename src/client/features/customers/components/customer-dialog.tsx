import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  CustomerInputSchema,
  type Customer,
} from '@shared/customers/customers.schemas';
import { formatPhone } from '@shared/phone/phone';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Textarea, invalidProps } from '@client/components/ui/input';
import { saveToasts } from '@client/lib/save-toasts';
import { useSaveCustomer } from '../api/use-customers';

type FormInput = z.input<typeof CustomerInputSchema>;
type FormOutput = z.output<typeof CustomerInputSchema>;

const toForm = (customer: Customer | null): FormInput => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: customer ? formatPhone(customer.phone) : '',
  address: customer?.address ?? '',
});

/** Add or edit a customer: name, email and phone required, address optional. */
export function CustomerDialog({
  open,
  customer,
  onOpenChange,
}: {
  open: boolean;
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{customer ? 'Edit Customer' : 'Add Customer'}</DialogTitle>
          <DialogDescription>
            {customer ? 'Update the customer details.' : 'Add a customer to your shop.'}
          </DialogDescription>
        </DialogHeader>
        {open ? <CustomerForm customer={customer} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CustomerForm({ customer, onDone }: { customer: Customer | null; onDone: () => void }) {
  const save = useSaveCustomer();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CustomerInputSchema),
    defaultValues: toForm(customer),
  });
  const { errors } = form.formState;
  const editing = customer !== null;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: customer?.id, values },
      saveToasts(
        {
          success: editing ? CUSTOMER_MESSAGES.updated : CUSTOMER_MESSAGES.created,
          failure: editing ? CUSTOMER_MESSAGES.updateFailed : CUSTOMER_MESSAGES.createFailed,
        },
        onDone,
      ),
    ),
  );

  const invalid = (name: keyof FormInput) => invalidProps(`customer-${name}`, errors[name]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Name *" htmlFor="customer-name" error={errors.name?.message}>
        <Input
          id="customer-name"
          autoComplete="off"
          {...form.register('name')}
          {...invalid('name')}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Phone *" htmlFor="customer-phone" error={errors.phone?.message}>
          <Input
            id="customer-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...form.register('phone')}
            {...invalid('phone')}
          />
        </Field>
        <Field label="Email *" htmlFor="customer-email" error={errors.email?.message}>
          <Input
            id="customer-email"
            type="email"
            autoComplete="off"
            {...form.register('email')}
            {...invalid('email')}
          />
        </Field>
      </div>
      <Field label="Address" htmlFor="customer-address" error={errors.address?.message}>
        <Textarea
          id="customer-address"
          rows={2}
          {...form.register('address')}
          {...invalid('address')}
        />
      </Field>
      <FormActions onCancel={onDone} pending={save.isPending}>
        {save.isPending ? 'Saving…' : editing ? 'Update Customer' : 'Add Customer'}
      </FormActions>
    </form>
  );
}
