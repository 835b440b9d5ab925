import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import { useShopStaff } from '@client/api/shop-staff-queries';
import { ListStates } from '@client/components/list-states';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { errorMessage } from '@client/lib/api';
import { useText } from '@client/i18n/use-text';
import { useUpdateStaff } from './api/shop-staff-queries';
import { DeactivateDialog } from './components/deactivate-dialog';
import { StaffCard } from './components/staff-card';
import { StaffFormDialog } from './components/staff-form-dialog';
import { shopStaffText } from './shop-staff-text';

const STAFF_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3';

type Open = { kind: 'add' } | { kind: 'edit' | 'deactivate'; person: ShopStaff } | null;

/** Shop staff (/shop-staff, the owner only): the people at the till, added, edited, unlocked. */
export default function ShopStaffPage() {
  const t = useText(shopStaffText);
  const staff = useShopStaff();
  const unlock = useUpdateStaff();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const unlockPerson = (person: ShopStaff) =>
    unlock.mutate(
      { id: person.id, unlock: true },
      {
        onSuccess: () => toast({ title: t('unlocked', { name: person.name }) }),
        onError: (error) => toastError(error, t('unlockFailed')),
      },
    );

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setOpen({ kind: 'add' })}>
            <UserPlus aria-hidden="true" /> {t('add')}
          </Button>
        }
      />
      <ListStates
        query={staff}
        isEmpty={(data) => data.length === 0}
        skeleton={{ count: 3, className: 'h-40 w-full', listClassName: STAFF_GRID }}
        error={errorMessage(staff.error, t('loadError'))}
        empty={t('empty')}
        emptyIcon={Users}
      >
        {(data) => (
          <div className={STAFF_GRID}>
            {data.map((person) => (
              <StaffCard
                key={person.id}
                person={person}
                onEdit={() => setOpen({ kind: 'edit', person })}
                onDeactivate={() => setOpen({ kind: 'deactivate', person })}
                onUnlock={() => unlockPerson(person)}
                unlocking={unlock.isPending}
              />
            ))}
          </div>
        )}
      </ListStates>
      {open?.kind === 'add' ? <StaffFormDialog person={null} onClose={close} /> : null}
      {open?.kind === 'edit' ? <StaffFormDialog person={open.person} onClose={close} /> : null}
      {open?.kind === 'deactivate' ? (
        <DeactivateDialog person={open.person} onClose={close} />
      ) : null}
    </div>
  );
}
