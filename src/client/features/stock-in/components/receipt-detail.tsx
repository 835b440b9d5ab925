import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { formatRandDecimal } from '@shared/money/money';
import { formatCost } from '../receive-lines';
import { formatDay, formatInstant } from '@shared/time/format';
import { ListStates } from '@client/components/list-states';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { useReceipt } from '../api/stock-in-queries';
import { stockInText } from '../stock-in-text';

/** One delivery: who supplied and received it, its lines at cost excl VAT, the invoice photo. */
export function ReceiptDetail({ id }: { id: string }) {
  const t = useText(stockInText);
  const receipt = useReceipt(id);
  return (
    <div className="flex flex-col gap-3">
      <Link
        href="/stock-in"
        className={buttonVariants({ variant: 'outline', className: 'h-11 self-start' })}
      >
        <ArrowLeft aria-hidden="true" /> {t('backToDeliveries')}
      </Link>
      <ListStates
        query={receipt}
        isEmpty={() => false}
        skeleton={{ count: 1, className: 'h-40 w-full', listClassName: '' }}
        error={t('loadError')}
        empty={null}
      >
        {(r) => (
          <Card>
            <CardContent className="flex flex-col gap-3 pt-4">
              <h2 className="text-lg font-bold">{r.number}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('supplier')}</dt>
                <dd>{r.supplierName ?? t('wholesalerRun')}</dd>
                <dt className="text-slate-600">{t('invoiceNumber')}</dt>
                <dd>{r.invoiceNumber ?? '—'}</dd>
                {r.purchaseOrderNumber ? (
                  <>
                    <dt className="text-slate-600">{t('order')}</dt>
                    <dd>{r.purchaseOrderNumber}</dd>
                  </>
                ) : null}
                <dt className="text-slate-600">{t('receivedAt')}</dt>
                <dd>{formatInstant(r.createdAt)}</dd>
                <dt className="text-slate-600">{t('receivedBy')}</dt>
                <dd>{r.receivedBy?.name ?? '—'}</dd>
              </dl>
              <ul aria-label={t('lines')} className="flex flex-col divide-y divide-slate-100">
                {r.lines.map((line) => (
                  <li
                    key={line.productId}
                    className="flex flex-wrap justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{line.productName}</p>
                      <p className="text-slate-600">
                        {t('unitsAt', { count: line.quantity, cost: formatCost(line.unitCost) })}
                        {line.expiryDate && line.dateMark
                          ? ` · ${t(`mark.${line.dateMark}`)} ${formatDay(line.expiryDate)}`
                          : ''}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="text-right font-bold">
                {t('totalExclVat')}: {formatRandDecimal(r.totalCost)}
              </p>
              {r.invoicePhoto ? (
                <img
                  src={r.invoicePhoto}
                  alt={t('invoicePhoto')}
                  className="max-h-96 w-full rounded-lg object-contain"
                />
              ) : null}
            </CardContent>
          </Card>
        )}
      </ListStates>
    </div>
  );
}
