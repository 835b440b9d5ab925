import { Lock, Pencil, Phone, UserX } from 'lucide-react';
import { formatPhone } from '@shared/phone/phone';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import { formatInstant } from '@shared/time/format';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { shopStaffText } from '../shop-staff-text';

/** Locked when the lock's end is still ahead. */
export const isLocked = (person: ShopStaff, now = Date.now()) =>
  person.lockedUntil !== null && Date.parse(person.lockedUntil) > now;

/** One person: name, role, active or not, locked until, when they last worked, and actions. */
export function StaffCard({
  person,
  onEdit,
  onDeactivate,
  onUnlock,
  unlocking,
}: {
  person: ShopStaff;
  onEdit: () => void;
  onDeactivate: () => void;
  onUnlock: () => void;
  unlocking: boolean;
}) {
  const t = useText(shopStaffText);
  const locked = isLocked(person);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="shop-staff-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{person.name}</p>
          <p className="flex items-center gap-1.5 text-sm text-slate-500">
            <Phone className="size-3.5 shrink-0" aria-hidden="true" />
            {person.phone ? formatPhone(person.phone) : t('noPhone')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge>{t(`role.${person.role}`)}</Badge>
          <Badge variant={person.isActive ? 'success' : 'secondary'}>
            {person.isActive ? t('active') : t('inactive')}
          </Badge>
        </div>
      </div>
      {locked ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {t('lockedUntil', { time: formatInstant(person.lockedUntil) })}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">
        {t('lastWorked', {
          when: person.lastWorkedAt ? formatInstant(person.lastWorkedAt) : t('notYet'),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('editName', { name: person.name })}
        >
          <Pencil aria-hidden="true" /> {t('edit')}
        </Button>
        {locked ? (
          <Button
            variant="outline"
            size="sm"
            disabled={unlocking}
            onClick={onUnlock}
            aria-label={t('unlockName', { name: person.name })}
          >
            <Lock aria-hidden="true" /> {t('unlock')}
          </Button>
        ) : null}
        {person.isActive ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onDeactivate}
            className="text-red-600 hover:bg-red-50"
            aria-label={t('deactivateName', { name: person.name })}
          >
            <UserX aria-hidden="true" /> {t('deactivate')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
