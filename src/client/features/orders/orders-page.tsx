import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ORDER_STATUSES, type OrderStatus } from '@shared/orders/orders.schemas';
import { Pager } from '@client/components/pager';
import { PageHeader } from '@client/components/page-header';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Input, Select } from '@client/components/ui/input';
import { ListStates } from '@client/components/list-states';
import { useDraftOrder } from '@client/lib/draft-order';
import { usePagedSearch } from '@client/lib/use-paged-search';
import { ORDERS_PAGE_SIZE, useOrders } from './api/orders-queries';
import { statusLabel } from './order-labels';
import { OrderCountTiles } from './components/order-count-tiles';
import { OrderDialog, type OrderDialogTarget } from './components/order-dialog';
import { OrdersList } from './components/orders-list';
import { useText } from '@client/i18n/use-text';
import { ordersText } from './orders-text';

export default function OrdersPage() {
  const t = useText(ordersText);
  const draft = useDraftOrder();
  const urlQuery = useSearch();
  const [, navigate] = useLocation();
  // The catalogue's "Open in Orders" lands here: the new-order dialog opens with the draft.
  const [target, setTarget] = useState<OrderDialogTarget | null>(() =>
    draft.lines.length > 0 ? { kind: 'new', draftLines: draft.lines } : null,
  );
  // Quick Actions' "New Order" is /orders?new=1: the same dialog (adjusted while rendering).
  const [seenUrlQuery, setSeenUrlQuery] = useState<string | null>(null);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (new URLSearchParams(urlQuery).get('new') === '1') {
      setTarget({ kind: 'new', draftLines: draft.lines });
    }
  }
  const closeDialog = () => {
    setTarget(null);
    if (new URLSearchParams(urlQuery).has('new')) navigate('/orders', { replace: true });
  };
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const { search, page, setPage, searchBox } = usePagedSearch();
  const orders = useOrders({ status, search, page });
  const total = orders.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Link href="/customers" className={buttonVariants({ variant: 'outline' })}>
              <Users aria-hidden="true" /> {t('customers')}
            </Link>
            <Button onClick={() => setTarget({ kind: 'new', draftLines: draft.lines })}>
              <Plus aria-hidden="true" /> {t('newOrder')}
            </Button>
          </>
        }
      />
      <OrderCountTiles counts={orders.data?.counts} />
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
        <Input {...searchBox} aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        <Select
          aria-label={t('statusFilter')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | 'all');
            setPage(1);
          }}
        >
          <option value="all">{t('allStatuses')}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </Select>
      </div>
      <ListStates
        query={orders}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 3, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadError')}
        empty={t('none')}
      >
        {(data) => (
          <>
            <OrdersList
              orders={data.items}
              onEdit={(order) => setTarget({ kind: 'edit', order })}
            />
            <Pager
              page={page}
              pageSize={ORDERS_PAGE_SIZE}
              total={total}
              onPage={setPage}
              summary={t('count', { count: total })}
            />
          </>
        )}
      </ListStates>
      <OrderDialog target={target} onClose={closeDialog} />
    </div>
  );
}
