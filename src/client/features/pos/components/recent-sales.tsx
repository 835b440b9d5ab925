import { formatRandDecimal } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useRecentSales } from '../api/pos-queries';
import { paymentLabel } from '@shared/pos/receipt-format';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
import { formatDateTime } from '@shared/time/format';

/** The latest till sales; a tap reopens the receipt. */
export function RecentSales({ onOpen }: { onOpen: (sale: PosSale) => void }) {
  const t = useText(posText);
  const { data, isLoading, isError } = useRecentSales();
  const sales = data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recentSales')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-16 w-full" /> : null}
        {isError ? <p className="text-sm text-red-600">{t('recentError')}</p> : null}
        {data && sales.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noSales')}</p>
        ) : null}
        <ul className="divide-y divide-slate-100">
          {sales.map((sale) => (
            <li key={sale.id}>
              <button
                type="button"
                onClick={() => onOpen(sale)}
                aria-label={t('openReceipt', { number: sale.saleNumber })}
                className="flex w-full items-center justify-between gap-2 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block font-medium">{sale.saleNumber}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {formatDateTime(sale.createdAt)} · {paymentLabel(sale.paymentMethod, t)}
                    {sale.customerName ? ` · ${sale.customerName}` : ''}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatRandDecimal(sale.total)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
