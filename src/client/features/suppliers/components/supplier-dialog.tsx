import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Select, Textarea, invalidProps } from '@client/components/ui/input';
import { saveToasts } from '@client/lib/save-toasts';
import { formatPhone } from '@shared/phone/phone';
import {
  SUPPLIER_MESSAGES,
  SupplierInputSchema,
  type Supplier,
} from '@shared/suppliers/suppliers.schemas';
import { useSaveSupplier } from '../api/suppliers-queries';
import { useText } from '@client/i18n/use-text';
import { suppliersText } from '../suppliers-text';

type FormInput = z.input<typeof SupplierInputSchema>;
type FormOutput = z.output<typeof SupplierInputSchema>;

const EMPTY: FormInput = {
  name: '',
  contact: '',
  email: '',
  phone: '',
  address: '',
  rating: '0',
  status: 'active',
};

function toForm(supplier: Supplier | null): FormInput {
  if (!supplier) return EMPTY;
  return {
    name: supplier.name,
    contact: supplier.contact,
    email: supplier.email ?? '',
    phone: supplier.phone ? formatPhone(supplier.phone) : '',
    address: supplier.address ?? '',
    rating: String(supplier.rating),
    status: supplier.status,
  };
}

/** Add or edit a supplier: every field of the supplier entity, validated by the shared schema. */
export function SupplierDialog({
  open,
  supplier,
  onOpenChange,
}: {
  open: boolean;
  supplier: Supplier | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText(suppliersText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{supplier ? t('dialog.edit') : t('add')}</DialogTitle>
          <DialogDescription>
            {supplier ? t('dialog.editDescription') : t('dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from the supplier (or empty). */}
        <SupplierForm supplier={supplier} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SupplierForm({ supplier, onDone }: { supplier: Supplier | null; onDone: () => void }) {
  const save = useSaveSupplier();
  const t = useText(suppliersText);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SupplierInputSchema),
    defaultValues: toForm(supplier),
  });
  const { errors } = form.formState;
  const editing = supplier !== null;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: supplier?.id, values },
      saveToasts(
        {
          success: editing ? SUPPLIER_MESSAGES.updated : SUPPLIER_MESSAGES.created,
          failure: editing ? SUPPLIER_MESSAGES.updateFailed : SUPPLIER_MESSAGES.createFailed,
        },
        onDone,
      ),
    ),
  );

  const invalid = (name: keyof FormInput) => invalidProps(`supplier-${name}`, errors[name]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('form.name')} htmlFor="supplier-name" error={errors.name?.message}>
        <Input id="supplier-name" {...form.register('name')} {...invalid('name')} />
      </Field>
      <Field label={t('form.contact')} htmlFor="supplier-contact" error={errors.contact?.message}>
        <Input id="supplier-contact" {...form.register('contact')} {...invalid('contact')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('email')} htmlFor="supplier-email" error={errors.email?.message}>
          <Input
            id="supplier-email"
            type="email"
            autoComplete="off"
            {...form.register('email')}
            {...invalid('email')}
          />
        </Field>
        <Field label={t('form.phone')} htmlFor="supplier-phone" error={errors.phone?.message}>
          <Input
            id="supplier-phone"
            type="tel"
            inputMode="tel"
            {...form.register('phone')}
            {...invalid('phone')}
          />
        </Field>
      </div>
      <Field label={t('form.address')} htmlFor="supplier-address" error={errors.address?.message}>
        <Textarea
          id="supplier-address"
          rows={2}
          {...form.register('address')}
          {...invalid('address')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('form.rating')} htmlFor="supplier-rating" error={errors.rating?.message}>
          <Input
            id="supplier-rating"
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
            {...form.register('rating')}
            {...invalid('rating')}
          />
        </Field>
        <Field label={t('form.status')} htmlFor="supplier-status" error={errors.status?.message}>
          <Select id="supplier-status" {...form.register('status')}>
            <option value="active">{t('active')}</option>
            <option value="inactive">{t('inactive')}</option>
          </Select>
        </Field>
      </div>
      <FormActions onCancel={onDone} pending={save.isPending}>
        {save.isPending ? t('form.saving') : editing ? t('form.update') : t('add')}
      </FormActions>
    </form>
  );
}
