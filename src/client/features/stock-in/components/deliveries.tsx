import { useState } from 'react';
import { Link } from 'wouter';
import { formatRandDecimal } from '@shared/money/money';
import { formatInstantDay } from '@shared/time/format';
import { ListStates } from '@client/components/list-states';
import { Pager } from '@client/components/pager';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { useReceipts } from '../api/stock-in-queries';
import { stockInText } from '../stock-in-text';
import { ReceiptDetail } from './receipt-detail';

/** The deliveries received, newest first; one opens by its address (?receipt=<id>). */
export function Deliveries({ receiptId }: { receiptId: string | null }) {
  const t = useText(stockInText);
  const [page, setPage] = useState(1);
  const receipts = useReceipts(page);
  if (receiptId) return <ReceiptDetail id={receiptId} />;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{t('tab.deliveries')}</h2>
      <ListStates
        query={receipts}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 3, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadError')}
        empty={t('noDeliveries')}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-2">
              {data.items.map((receipt) => (
                <li key={receipt.id}>
                  <Card>
                    <CardContent className="flex flex-wrap items-center justify-between gap-2 pt-4">
                      <div className="min-w-0">
                        <Link
                          href={`/stock-in?receipt=${receipt.id}`}
                          className="font-semibold text-brand-700 underline"
                        >
                          {receipt.number}
                        </Link>
                        <p className="text-sm text-slate-600">
                          {receipt.supplierName ?? t('wholesalerRun')} ·{' '}
                          {formatInstantDay(receipt.createdAt)} ·{' '}
                          {t('lineCount', { count: receipt.lineCount })}
                        </p>
                      </div>
                      <p className="font-bold">{formatRandDecimal(receipt.totalCost)}</p>
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
