import { useCallback, useState } from 'react';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { useUserList } from '../api/admin-queries';
import { AccountFilters, type StatusFilter } from './account-filters';
import { AccountList } from './account-list';
import { Pager } from '@client/components/pager';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const PAGE_SIZE = 24;

export function MerchantManagement({
  initialSearch = '',
  onDetails,
}: {
  initialSearch?: string;
  onDetails: (account: AdminUser) => void;
}) {
  const [search, setSearch] = useState(initialSearch);
  const t = useText(adminText);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const list = useUserList('merchant', { search, status, page, pageSize: PAGE_SIZE });
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const total = list.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <AccountFilters
        placeholder={t('merchants.search')}
        initialSearch={initialSearch}
        status={status}
        onSearch={onSearch}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <p className="text-sm text-slate-500" aria-live="polite">
        {list.data
          ? t('merchants.count', { count: total, shown: total.toLocaleString('en-ZA') })
          : t('merchants.loading')}
      </p>
      <AccountList
        accounts={list.data?.items}
        loading={list.isLoading}
        failed={list.isError}
        empty={search || status !== 'all' ? t('merchants.noMatch') : t('merchants.none')}
        onDetails={onDetails}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
