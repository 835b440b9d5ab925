import { useState } from 'react';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { ROLES, type Role } from '@shared/auth/auth.schemas';
import { ListStates } from '@client/components/list-states';
import { Card } from '@client/components/ui/card';
import { Select } from '@client/components/ui/input';
import { useUserList } from '../api/admin-queries';
import { useAdminActions } from '../api/admin-mutations';
import { formatInstantDay } from '@shared/time/format';
import { mayChange } from './account-card';
import { StatusBadge } from './account-badges';
import { MerchantRoleConfirm } from './merchant-role-confirm';
import { Pager } from '@client/components/pager';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const PAGE_SIZE = 50;

/** A role the signed-in admin may not give, with the reason in its label. */
const optionLabel = (t: (typeof adminText)['t'], role: Role, allowed: boolean) =>
  allowed || role !== 'super_admin' ? t(`role.${role}`) : t('role.superOnly');

/**
 * Admins, each with a role selector offering admin, super_admin and merchant. A super admin
 * may grant Super Admin; making someone a merchant is confirmed first.
 */
export function TeamManagement() {
  const [page, setPage] = useState(1);
  const [toMerchant, setToMerchant] = useState<AdminUser | null>(null);
  const list = useUserList('admin', { page, pageSize: PAGE_SIZE });
  const actions = useAdminActions();
  const t = useText(adminText);
  const chooseRole = (admin: AdminUser, role: Role) => {
    if (role === 'merchant') setToMerchant(admin);
    else actions.setRole(admin.id, role);
  };
  return (
    <div className="flex flex-col gap-3">
      <ListStates
        query={list}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 1, className: 'h-40 w-full', listClassName: 'flex flex-col' }}
        error={t('team.loadError')}
        empty={t('team.none')}
      >
        {(data) => (
          <Card>
            <ul className="divide-y divide-slate-100">
              {data.items.map((admin) => (
                <li
                  key={admin.id}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{admin.name}</p>
                    <p className="truncate text-sm text-slate-500">
                      {t('team.joined', {
                        username: admin.username,
                        date: formatInstantDay(admin.createdAt),
                      })}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <StatusBadge isActive={admin.isActive} />
                    <Select
                      aria-label={t('team.roleOf', { name: admin.name })}
                      value={admin.role}
                      disabled={actions.pending || !mayChange(admin, { role: 'merchant' })}
                      onChange={(event) => chooseRole(admin, event.target.value as Role)}
                      className="w-56"
                    >
                      {ROLES.map((role) => {
                        const allowed = role === admin.role || mayChange(admin, { role });
                        return (
                          <option key={role} value={role} disabled={!allowed}>
                            {optionLabel(t, role, allowed)}
                          </option>
                        );
                      })}
                    </Select>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </ListStates>
      <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <MerchantRoleConfirm
        staff={toMerchant}
        busy={actions.pending}
        onCancel={() => setToMerchant(null)}
        onConfirm={() => {
          if (toMerchant) actions.setRole(toMerchant.id, 'merchant');
          setToMerchant(null);
        }}
      />
    </div>
  );
}
