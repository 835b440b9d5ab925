import { Pencil } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import type { Order } from '@shared/orders/orders.schemas';
import { Button } from '@client/components/ui/button';
import { formatInstantDay } from '@shared/time/format';
import { OrderStatusBadge } from './order-status-badge';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

const customerOf = (order: Order) => order.customerName ?? ordersText.t('walkIn');

function EditButton({ order, onEdit }: { order: Order; onEdit: (order: Order) => void }) {
  const t = useText(ordersText);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onEdit(order)}
      aria-label={t('editLabel', { number: order.orderNumber })}
    >
      <Pencil aria-hidden="true" /> {t('edit')}
    </Button>
  );
}

/** A table on wide screens; one card per order on phones, so nothing scrolls sideways. */
export function OrdersList({
  orders,
  onEdit,
}: {
  orders: Order[];
  onEdit: (order: Order) => void;
}) {
  const t = useText(ordersText);
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden">
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid="order-row"
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{order.orderNumber}</p>
                <p className="truncate text-sm text-slate-600">{customerOf(order)}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="flex items-center justify-between gap-2">
              <div>
                <p className="font-semibold tabular-nums text-slate-900">
                  {formatRandDecimal(order.totalAmount)}
                </p>
                <p className="text-xs text-slate-500">{formatInstantDay(order.createdAt)}</p>
              </div>
              <EditButton order={order} onEdit={onEdit} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('col.number')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('col.customer')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('col.date')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('col.amount')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('col.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">{t('col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr key={order.id} data-testid="order-row">
                <td className="px-4 py-3 font-medium text-slate-900">{order.orderNumber}</td>
                <td className="max-w-56 truncate px-4 py-3 text-slate-700">{customerOf(order)}</td>
                <td className="px-4 py-3 text-slate-600">{formatInstantDay(order.createdAt)}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">
                  {formatRandDecimal(order.totalAmount)}
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <EditButton order={order} onEdit={onEdit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
