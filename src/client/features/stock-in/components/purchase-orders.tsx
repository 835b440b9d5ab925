import { useState } from 'react';
import { Link } from 'wouter';
import { PURCHASE_ORDER_STATUSES } from '@shared/purchase-orders/purchase-orders.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { formatInstantDay } from '@shared/time/format';
import { ListStates } from '@client/components/list-states';
import { Pager } from '@client/components/pager';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Field, Select } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { usePurchaseOrders } from '../api/purchase-order-queries';
import { STATUS_BADGE } from '../order-status';
import { stockInText } from '../stock-in-text';
import { OrderDetail } from './order-detail';
import { OrderForm } from './order-form';

const FILTERS = ['pending', 'all', ...PURCHASE_ORDER_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

/** Purchase orders: the list by status, a new order (?new=1), one order (?order=<id>). */
export function PurchaseOrders({
  orderId,
  creating,
}: {
  orderId: string | null;
  creating: boolean;
}) {
  const t = useText(stockInText);
  const [status, setStatus] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const orders = usePurchaseOrders({ status, page });
  if (creating) return <OrderForm />;
  if (orderId) return <OrderDetail id={orderId} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={t('statusFilter')} htmlFor="po-status" className="w-56">
          <Select
            id="po-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Filter);
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`status.${f}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Link href="/stock-in/orders?new=1" className={buttonVariants({ className: 'h-11' })}>
          {t('newOrder')}
        </Link>
      </div>
      <ListStates
        query={orders}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 3, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadError')}
        empty={t('noOrders')}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-2">
              {data.items.map((order) => (
                <li key={order.id}>
                  <Card>
                    <CardContent className="flex flex-wrap items-center justify-between gap-2 pt-4">
                      <div className="min-w-0">
                        <Link
                          href={`/stock-in/orders?order=${order.id}`}
                          className="font-semibold text-brand-700 underline"
                        >
                          {order.number}
                        </Link>
                        <p className="text-sm text-slate-600">
                          {order.supplierName} · {formatInstantDay(order.createdAt)}
                        </p>
                      </div>
                      <div className="flex items-center gap-2">
                        <Badge variant={STATUS_BADGE[order.status]}>
                          {t(`status.${order.status}`)}
                        </Badge>
                        <span className="font-bold">{formatRandDecimal(order.estimatedCost)}</span>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
