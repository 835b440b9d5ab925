import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  EmployeeCreateSchema,
  EmployeeUpdateSchema,
  type Employee,
} from '@shared/employees/employees.schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { getStoredUser } from '@client/lib/storage';
import { useAddEmployee, useEditEmployee } from '../api/employees-queries';
import { useText } from '@client/i18n/use-text';
import { employeesText } from '../employees-text';

type CreateInput = z.input<typeof EmployeeCreateSchema>;
type CreateOutput = z.output<typeof EmployeeCreateSchema>;
type UpdateInput = z.input<typeof EmployeeUpdateSchema>;
type UpdateOutput = z.output<typeof EmployeeUpdateSchema>;

const canChooseSuper = () => getStoredUser()?.role === 'super_admin';

function RoleSelect(props: React.SelectHTMLAttributes<HTMLSelectElement>) {
  const t = useText(employeesText);
  return (
    <Select id="employee-role" {...props}>
      <option value="admin">{t('role.admin')}</option>
      <option value="super_admin" disabled={!canChooseSuper()}>
        {t('role.super_admin')}
      </option>
    </Select>
  );
}

export function AddEmployeeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddEmployee();
  const t = useText(employeesText);
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(EmployeeCreateSchema),
    defaultValues: { name: '', username: '', password: '', email: '', phone: '', role: 'admin' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: t('form.added') });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => toastError(error, t('tryAgain'), t('form.addFailed')),
    }),
  );
  const field = (name: keyof CreateInput) => ({
    id: `employee-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `employee-${name}-error` : undefined,
    ...form.register(name),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('add')}</DialogTitle>
          <DialogDescription>{t('form.addDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Field label={t('form.fullName')} htmlFor="employee-name" error={errors.name?.message}>
            <Input autoComplete="name" {...field('name')} />
          </Field>
          <Field
            label={t('form.username')}
            htmlFor="employee-username"
            error={errors.username?.message}
          >
            <Input autoComplete="off" autoCapitalize="none" {...field('username')} />
          </Field>
          <Field
            label={t('form.password')}
            htmlFor="employee-password"
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...field('password')} />
          </Field>
          <Field label={t('form.email')} htmlFor="employee-email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </Field>
          <Field label={t('form.phone')} htmlFor="employee-phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
          <Field label={t('form.role')} htmlFor="employee-role" error={errors.role?.message}>
            <RoleSelect {...form.register('role')} />
          </Field>
          <FormActions onCancel={() => onOpenChange(false)} pending={add.isPending}>
            {add.isPending ? t('form.adding') : t('add')}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function EditEmployeeDialog({
  employee,
  onClose,
}: {
  employee: Employee;
  onClose: () => void;
}) {
  const edit = useEditEmployee();
  const t = useText(employeesText);
  const form = useForm<UpdateInput, unknown, UpdateOutput>({
    resolver: zodResolver(EmployeeUpdateSchema),
    defaultValues: {
      name: employee.name,
      email: employee.email ?? '',
      phone: employee.phone ?? '',
      role: employee.role === 'super_admin' ? 'super_admin' : 'admin',
      isActive: employee.isActive,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    edit.mutate(
      { id: employee.id, ...values },
      {
        onSuccess: () => {
          toast({ title: t('form.updated') });
          onClose();
        },
        onError: (error) => toastError(error, t('tryAgain'), t('form.updateFailed')),
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('form.editTitle')}</DialogTitle>
          <DialogDescription>@{employee.username}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Field label={t('form.fullName')} htmlFor="edit-name" error={errors.name?.message}>
            <Input id="edit-name" {...form.register('name')} />
          </Field>
          <Field label={t('form.email')} htmlFor="edit-email" error={errors.email?.message}>
            <Input id="edit-email" type="email" {...form.register('email')} />
          </Field>
          <Field label={t('form.phone')} htmlFor="edit-phone" error={errors.phone?.message}>
            <Input id="edit-phone" type="tel" {...form.register('phone')} />
          </Field>
          <Field label={t('form.role')} htmlFor="employee-role" error={errors.role?.message}>
            <RoleSelect {...form.register('role')} />
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="size-4" {...form.register('isActive')} />
            {t('active')}
          </label>
          <FormActions onCancel={onClose} pending={edit.isPending}>
            {edit.isPending ? t('form.saving') : t('form.save')}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
