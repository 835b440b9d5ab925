import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Employee } from '@shared/employees/employees.schemas';
import { ListStates } from '@client/components/list-states';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useDeleteEmployee, useEmployees } from './api/employees-queries';
import { EmployeeCard } from './components/employee-card';
import { AddEmployeeDialog, EditEmployeeDialog } from './components/employee-form-dialog';
import { isThisJohannesburgMonth } from '@shared/time/johannesburg';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { employeesText } from './employees-text';

function Stats({ employees }: { employees: Employee[] | undefined }) {
  const now = new Date();
  const t = useText(employeesText);
  const stats = [
    { key: 'total', label: t('total'), value: employees?.length },
    { key: 'active', label: t('active'), value: employees?.filter((e) => e.isActive).length },
    {
      key: 'new',
      label: t('newThisMonth'),
      value: employees?.filter((e) => isThisJohannesburgMonth(e.createdAt, now)).length,
    },
  ];
  return (
    <div className="grid grid-cols-3 gap-3">
      {stats.map(({ key, label, value }) => (
        <Card key={key}>
          <CardContent className="pt-4 sm:pt-5">
            <p className="text-xs text-slate-500 sm:text-sm">{label}</p>
            <p className="text-xl font-bold text-slate-900 sm:text-2xl">{value ?? '…'}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export default function EmployeesPage() {
  const employees = useEmployees();
  const remove = useDeleteEmployee();
  const t = useText(employeesText);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const list = employees.data?.items;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: t('deleted') }),
      onError: (error) => toastError(error, t('tryAgain'), t('deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus /> {t('add')}
          </Button>
        }
      />
      <Stats employees={list} />
      <ListStates
        query={employees}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 1, className: 'h-40 w-full', listClassName: 'flex flex-col' }}
        error={t('loadError')}
        empty={t('empty')}
        emptyIcon={Users}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {data.items.map((employee) => (
              <EmployeeCard
                key={employee.id}
                employee={employee}
                onEdit={() => setEditing(employee)}
                onDelete={() => setDeleting(employee)}
              />
            ))}
          </div>
        )}
      </ListStates>
      <AddEmployeeDialog open={adding} onOpenChange={setAdding} />
      {editing ? <EditEmployeeDialog employee={editing} onClose={() => setEditing(null)} /> : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('delete.title')}</DialogTitle>
            <DialogDescription>{t('delete.question')}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-slate-700">
            {t('delete.effect', { name: deleting?.name, username: deleting?.username })}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {commonText.t('cancel')}
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {t('delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
