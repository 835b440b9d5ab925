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
import { errorMessage } from '@client/lib/api';
import { getStoredUser } from '@client/lib/storage';
import { useAddEmployee, useEditEmployee } from '../api/use-employees';

type CreateInput = z.input<typeof EmployeeCreateSchema>;
type CreateOutput = z.output<typeof EmployeeCreateSchema>;
type UpdateInput = z.input<typeof EmployeeUpdateSchema>;
type UpdateOutput = z.output<typeof EmployeeUpdateSchema>;

const canChooseSuper = () => getStoredUser()?.role === 'super_admin';

function RoleSelect(props: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select id="employee-role" {...props}>
      <option value="admin">Admin</option>
      <option value="super_admin" disabled={!canChooseSuper()}>
        Super Admin
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
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(EmployeeCreateSchema),
    defaultValues: { name: '', username: '', password: '', email: '', phone: '', role: 'admin' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Employee added successfully' });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Failed to add employee',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
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
          <DialogTitle>Add Employee</DialogTitle>
          <DialogDescription>Create a staff account for the admin portal.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Field label="Full Name" htmlFor="employee-name" error={errors.name?.message}>
            <Input autoComplete="name" {...field('name')} />
          </Field>
          <Field label="Username" htmlFor="employee-username" error={errors.username?.message}>
            <Input autoComplete="off" autoCapitalize="none" {...field('username')} />
          </Field>
          <Field label="Password" htmlFor="employee-password" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...field('password')} />
          </Field>
          <Field label="Email" htmlFor="employee-email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </Field>
          <Field label="Phone" htmlFor="employee-phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
          <Field label="Role" htmlFor="employee-role" error={errors.role?.message}>
            <RoleSelect {...form.register('role')} />
          </Field>
          <FormActions onCancel={() => onOpenChange(false)} pending={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add Employee'}
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
          toast({ title: 'Employee updated successfully' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update employee',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Employee</DialogTitle>
          <DialogDescription>@{employee.username}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Field label="Full Name" htmlFor="edit-name" error={errors.name?.message}>
            <Input id="edit-name" {...form.register('name')} />
          </Field>
          <Field label="Email" htmlFor="edit-email" error={errors.email?.message}>
            <Input id="edit-email" type="email" {...form.register('email')} />
          </Field>
          <Field label="Phone" htmlFor="edit-phone" error={errors.phone?.message}>
            <Input id="edit-phone" type="tel" {...form.register('phone')} />
          </Field>
          <Field label="Role" htmlFor="employee-role" error={errors.role?.message}>
            <RoleSelect {...form.register('role')} />
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="size-4" {...form.register('isActive')} />
            Active
          </label>
          <FormActions onCancel={onClose} pending={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save Changes'}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
