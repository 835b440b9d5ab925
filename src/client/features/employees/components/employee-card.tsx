import { Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import { formatPhone } from '@shared/phone/phone';
import type { Employee } from '@shared/employees/employees.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { formatInstantDay } from '@shared/time/format';
import { useText } from '@client/i18n/use-text';
import { employeesText } from '../employees-text';

export function EmployeeCard({
  employee,
  onEdit,
  onDelete,
}: {
  employee: Employee;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useText(employeesText);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid={`employee-${employee.username}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{employee.name}</p>
          <p className="truncate text-sm text-slate-500">@{employee.username}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge>{t(`role.${employee.role}`)}</Badge>
          {employee.isActive ? null : <Badge variant="secondary">{t('inactive')}</Badge>}
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-600">
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{employee.email ?? t('noEmail')}</span>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>{employee.phone ? formatPhone(employee.phone) : t('noPhone')}</span>
        </li>
      </ul>
      <p className="text-xs text-slate-500">
        {t('joined', { date: formatInstantDay(employee.createdAt) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil /> {t('edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-red-600 hover:bg-red-50"
          aria-label={t('deleteName', { name: employee.name })}
        >
          <Trash2 /> {t('delete')}
        </Button>
      </div>
    </Card>
  );
}
