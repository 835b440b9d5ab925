import { useCallback, useMemo, useState } from 'react';
import type { AdminAnalytics, AdminUser } from '@shared/admin/admin.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import { useUserList } from '../api/admin-queries';
import { AccountFilters, type StatusFilter } from './account-filters';
import { AccountList } from './account-list';
import { Pager } from '@client/components/pager';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const PAGE_SIZE = 12;

function Counts({ analytics }: { analytics: AdminAnalytics | undefined }) {
  const counts = analytics?.accounts;
  const t = useText(adminText);
  const items = [
    { key: 'merchants', label: t('counts.merchants'), value: counts?.merchantAccounts },
    { key: 'admins', label: t('counts.admins'), value: counts?.adminAccounts },
    { key: 'active', label: t('counts.active'), value: counts?.activeUsers },
    { key: 'inactive', label: t('counts.inactive'), value: counts?.inactiveUsers },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map(({ key, label, value }) => (
        <Card key={key}>
          <CardContent className="pt-4 sm:pt-5">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="text-lg font-bold text-slate-900">
              {value === undefined ? '…' : value.toLocaleString('en-ZA')}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Merchants and admins together, newest first; each kind is paged on the server. */
export function AllAccounts({
  analytics,
  onDetails,
}: {
  analytics: AdminAnalytics | undefined;
  onDetails: (account: AdminUser) => void;
}) {
  const [search, setSearch] = useState('');
  const t = useText(adminText);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const params = { search, status, page, pageSize: PAGE_SIZE };
  const merchants = useUserList('merchant', params);
  const admins = useUserList('admin', params);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const accounts = useMemo(() => {
    if (!merchants.data || !admins.data) return undefined;
    return [...admins.data.items, ...merchants.data.items].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
  }, [merchants.data, admins.data]);
  const total = Math.max(merchants.data?.total ?? 0, admins.data?.total ?? 0);
  return (
    <div className="flex flex-col gap-3">
      <Counts analytics={analytics} />
      <AccountFilters
        placeholder={t('accounts.search')}
        status={status}
        onSearch={onSearch}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <AccountList
        accounts={accounts}
        loading={merchants.isLoading || admins.isLoading}
        failed={merchants.isError || admins.isError}
        empty={t('accounts.none')}
        showRole
        onDetails={onDetails}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
