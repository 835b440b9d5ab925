import { useState } from 'react';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAdminActions } from '../api/admin-mutations';
import { AccountCard } from './account-card';
import { DeactivateConfirm } from './deactivate-confirm';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

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
  if (loading && !accounts) {
    return (
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  }
  if (failed || !accounts || accounts.length === 0) {
    return (
      <Card>
        <CardContent className="pt-5 text-center text-sm text-slate-500">
          {failed ? t('list.loadError') : empty}
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
      {accounts.map((account) => (
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
  );
}
