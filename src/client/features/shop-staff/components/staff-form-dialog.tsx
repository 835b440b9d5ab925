import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_PERMISSIONS, SHOP_STAFF_ROLES } from '@shared/shop-staff/permissions';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Select, invalidProps } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { errorMessage } from '@client/lib/api';
import { useText } from '@client/i18n/use-text';
import { useAddStaff, useUpdateStaff } from '../api/shop-staff-queries';
import { shopStaffText } from '../shop-staff-text';
import {
  inListOrder,
  staffFormSchema,
  toCreate,
  toFormValues,
  toUpdate,
  type StaffFormOutput,
  type StaffFormValues,
} from '../staff-form';
import { PermissionBoxes } from './permission-boxes';
import { PinInput } from './pin-input';

/** Add a person (person null) or edit one: mounted per opening, so it starts from the person. */
export function StaffFormDialog({
  person,
  onClose,
}: {
  person: ShopStaff | null;
  onClose: () => void;
}) {
  const t = useText(shopStaffText);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{person ? t('editName', { name: person.name }) : t('add')}</DialogTitle>
          <DialogDescription>
            {person ? t('form.editDescription') : t('form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <StaffForm person={person} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function StaffForm({ person, onDone }: { person: ShopStaff | null; onDone: () => void }) {
  const t = useText(shopStaffText);
  const add = useAddStaff();
  const update = useUpdateStaff();
  const saving = person ? update : add;
  const mismatch = t('form.pinMismatch');
  const schema = useMemo(() => staffFormSchema(person !== null, mismatch), [person, mismatch]);
  const form = useForm<StaffFormValues, unknown, StaffFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(person),
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const roleField = form.register('role', {
    // A new role starts from its own defaults; the owner can change them after.
    onChange: () =>
      form.setValue('permissions', inListOrder(DEFAULT_PERMISSIONS[form.getValues('role')])),
  });
  const applyDefaults = () => form.setValue('permissions', inListOrder(DEFAULT_PERMISSIONS[role]));

  const done = (saved: { name: string }, title: 'form.added' | 'form.updated') => {
    toast({ title: t(title, { name: saved.name }) });
    onDone();
  };
  const submit = form.handleSubmit((values) => {
    if (person) {
      update.mutate(
        { id: person.id, ...toUpdate(values) },
        {
          onSuccess: (saved) => done(saved, 'form.updated'),
          onError: (error) => toastError(error, t('form.updateFailed')),
        },
      );
    } else {
      add.mutate(toCreate(values), {
        onSuccess: (saved) => done(saved, 'form.added'),
        onError: (error) => toastError(error, t('form.addFailed')),
      });
    }
  });
  const invalid = (name: keyof StaffFormValues) => invalidProps(`staff-${name}`, errors[name]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('form.name')} htmlFor="staff-name" error={errors.name?.message}>
        <Input id="staff-name" autoComplete="off" {...form.register('name')} {...invalid('name')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('form.phone')} htmlFor="staff-phone" error={errors.phone?.message}>
          <Input
            id="staff-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...form.register('phone')}
            {...invalid('phone')}
          />
        </Field>
        <Field label={t('form.role')} htmlFor="staff-role" error={errors.role?.message}>
          <Select id="staff-role" {...roleField}>
            {SHOP_STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`role.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={person ? t('form.newPin') : t('form.pin')}
          htmlFor="staff-pin"
          error={errors.pin?.message}
        >
          <PinInput id="staff-pin" {...form.register('pin')} {...invalid('pin')} />
        </Field>
        <Field label={t('form.pinAgain')} htmlFor="staff-pinAgain" error={errors.pinAgain?.message}>
          <PinInput id="staff-pinAgain" {...form.register('pinAgain')} {...invalid('pinAgain')} />
        </Field>
      </div>
      <PermissionBoxes
        role={role}
        register={form.register('permissions')}
        onDefaults={applyDefaults}
      />
      {person ? (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            {...form.register('isActive')}
          />
          {t('form.active')}
        </label>
      ) : null}
      {saving.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(saving.error, t(person ? 'form.updateFailed' : 'form.addFailed'))}
        </p>
      ) : null}
      <FormActions onCancel={onDone} pending={saving.isPending}>
        {saving.isPending
          ? t(person ? 'form.saving' : 'form.adding')
          : person
            ? t('form.save')
            : t('add')}
      </FormActions>
    </form>
  );
}
