import { useState } from 'react';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { ListStates } from '@client/components/list-states';
import { useAdminActions } from '../api/admin-mutations';
import { AccountCard } from './account-card';
import { DeactivateConfirm } from './deactivate-confirm';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const ACCOUNT_GRID = 'grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3';

/**
 * Cards for a page of accounts, with loading, failure and empty states. Activating is one tap;
 * deactivating asks first, naming the shop.
 */
export function AccountList({
  accounts,
  loading,
  failed,
  empty,
  showRole,
  onDetails,
}: {
  accounts: AdminUser[] | undefined;
  loading: boolean;
  failed: boolean;
  empty: string;
  showRole?: boolean;
  onDetails: (account: AdminUser) => void;
}) {
  const actions = useAdminActions();
  const t = useText(adminText);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  return (
    <ListStates
      query={{ isPending: loading && !accounts, isError: failed, data: accounts }}
      isEmpty={(data) => data.length === 0}
      skeleton={{ count: 3, className: 'h-40 w-full', listClassName: ACCOUNT_GRID }}
      error={t('list.loadError')}
      empty={empty}
    >
      {(data) => (
        <div className={ACCOUNT_GRID}>
          {data.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              showRole={showRole}
              busy={actions.pending}
              onToggle={(isActive) =>
                isActive ? actions.setStatus(account.id, true) : setDeactivating(account)
              }
              onDetails={() => onDetails(account)}
            />
          ))}
          <DeactivateConfirm
            account={deactivating}
            busy={actions.pending}
            onCancel={() => setDeactivating(null)}
            onConfirm={() => {
              if (deactivating) actions.setStatus(deactivating.id, false);
              setDeactivating(null);
            }}
          />
        </div>
      )}
    </ListStates>
  );
}
