import type { ReactNode } from 'react';
import type { Customer } from '@shared/customers/customers.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { formatPhone } from '@shared/phone/phone';
import { Link } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatInstantDay } from '@shared/time/format';
import { useCustomerDetail } from '../api/customers-queries';
import { customerText } from '@client/components/customer-text';
import { paymentMethodText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';

/**
 * A customer's latest orders and till sales, with the count and the amount spent; a till sale
 * links to its refund on the till (/pos?refund=<saleId>).
 */
export function CustomerHistoryDialog({
  customerId,
  onClose,
  extra,
}: {
  customerId: string | null;
  onClose: () => void;
  extra?: (customer: Customer) => ReactNode;
}) {
  const t = useText(customerText);
  const detail = useCustomerDetail(customerId);
  const customer = detail.data;
  return (
    <Dialog open={customerId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{customer ? customer.name : t('history.title')}</DialogTitle>
          <DialogDescription>
            {customer
              ? [formatPhone(customer.phone), customer.email].filter(Boolean).join(' · ')
              : t('history.description')}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : detail.isError ? (
          <p className="text-sm text-red-700">{t('history.loadError')}</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
              <div>
                <dt className="text-slate-500">{t('history.purchases')}</dt>
                <dd className="text-lg font-bold" data-testid="purchase-count">
                  {detail.data.purchaseCount}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('history.totalSpent')}</dt>
                <dd className="text-lg font-bold tabular-nums" data-testid="total-spent">
                  {formatRandDecimal(detail.data.totalSpent)}
                </dd>
              </div>
            </dl>
            {extra?.(detail.data)}
            <h3 className="text-sm font-semibold text-slate-800">{t('history.title')}</h3>
            {detail.data.purchases.length === 0 ? (
              <p className="text-sm text-slate-500">{t('history.none')}</p>
            ) : (
              <ul
                className="flex flex-col divide-y divide-slate-100"
                aria-label={t('history.purchases')}
              >
                {detail.data.purchases.map((purchase) => (
                  <li
                    key={`${purchase.kind}-${purchase.id}`}
                    data-testid="purchase"
                    className="flex items-start justify-between gap-2 py-2"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">
                        {purchase.number}{' '}
                        <Badge variant="secondary">
                          {purchase.kind === 'order' ? t('history.order') : t('history.tillSale')}
                        </Badge>
                      </p>
                      <p className="text-xs text-slate-500">
                        {formatInstantDay(purchase.createdAt)}
                        {purchase.paymentMethod
                          ? ` · ${paymentMethodText(purchase.paymentMethod)}`
                          : ''}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <p className="font-semibold tabular-nums">
                        {formatRandDecimal(purchase.totalAmount)}
                      </p>
                      <span className="text-xs text-slate-500">
                        {t(`history.status.${purchase.status}`)}
                      </span>
                      {purchase.kind === 'sale' && purchase.status !== 'refunded' ? (
                        <Link
                          href={`/pos?refund=${purchase.id}`}
                          aria-label={t('history.refundSale', { number: purchase.number })}
                          className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}
                        >
                          {t('history.refund')}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
