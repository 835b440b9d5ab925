import { memo, useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import type { PosSale, PosSaleListQuery } from '@shared/pos/pos.schemas';
import { useShopStaff } from '@client/api/shop-staff-queries';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { useOnline } from '@client/lib/network';
import { useTillStaff } from '@client/lib/till-user';
import { useRecentSales } from '../api/pos-queries';
import { paymentLabel } from '@shared/pos/receipt-format';
import { useText } from '@client/i18n/use-text';
import { cashierName } from '../cashier-name';
import { posCheckoutText } from '../pos-checkout-text';
import { formatDateTime } from '@shared/time/format';
import { refundable } from '../refunds/refund-draft';
import { SaleStatus } from '../refunds/sale-status';

type CashierFilter = NonNullable<PosSaleListQuery['cashierId']>;

/** The owner's choice of whose sales to list: everyone, the owner, or one of the staff. */
function CashierSelect({
  value,
  onChange,
  staff,
}: {
  value: CashierFilter | '';
  onChange: (value: CashierFilter | '') => void;
  staff: { id: string; name: string }[];
}) {
  const t = useText(posCheckoutText);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="shrink-0">{t('soldBy')}</span>
      <Select
        className="h-9 w-auto min-w-0 max-w-[11rem]"
        value={value}
        onChange={(event) => onChange(event.target.value as CashierFilter | '')}
      >
        <option value="">{t('everyone')}</option>
        <option value="owner">{t('cashierOwner')}</option>
        {staff.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </Select>
    </label>
  );
}

/**
 * The latest till sales, each with who sold it once the shop has staff and how much of it was
 * refunded; the owner can list one person's sales. A tap reopens the receipt; Refund opens the
 * sale's refund (online only).
 */
export const RecentSales = memo(function RecentSales({
  onOpen,
  onRefund,
}: {
  onOpen: (sale: PosSale) => void;
  onRefund: (saleId: string) => void;
}) {
  const t = useText(posCheckoutText);
  const online = useOnline();
  const owner = useTillStaff() === null;
  const staff = useShopStaff(owner).data ?? [];
  const [cashierId, setCashierId] = useState<CashierFilter | ''>('');
  const { data, isLoading, isError } = useRecentSales(cashierId || undefined);
  const sales = data?.items ?? [];
  const showCashier = staff.length > 0 || sales.some((sale) => sale.cashier !== null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('recentSales')}</CardTitle>
        {owner && staff.length > 0 ? (
          <CashierSelect value={cashierId} onChange={setCashierId} staff={staff} />
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-16 w-full" /> : null}
        {isError ? <p className="text-sm text-red-600">{t('recentError')}</p> : null}
        {data && sales.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noSales')}</p>
        ) : null}
        {online ? null : <p className="text-sm text-red-700">{t('refund.offline')}</p>}
        <ul className="divide-y divide-slate-100">
          {sales.map((sale) => (
            <li key={sale.id} className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => onOpen(sale)}
                className="flex min-w-0 flex-1 items-center justify-between gap-2 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="sr-only">{`${t('openReceiptLabel')} `}</span>
                <span className="min-w-0">
                  <span className="block font-medium">
                    {sale.saleNumber}
                    {showCashier ? (
                      <span className="font-normal text-slate-500"> · {cashierName(sale, t)}</span>
                    ) : null}
                  </span>
                  <span className="block truncate text-xs text-slate-500">
                    {formatDateTime(sale.createdAt)} · {paymentLabel(sale.paymentMethod, t)}
                    {sale.customerName ? ` · ${sale.customerName}` : ''}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block font-semibold tabular-nums">
                    {formatRandDecimal(sale.total)}
                  </span>
                  <SaleStatus sale={sale} />
                </span>
              </button>
              {refundable(sale) ? (
                <Button
                  variant="outline"
                  className="min-h-11 shrink-0 px-3"
                  disabled={!online}
                  aria-label={t('refund.actionFor', { number: sale.saleNumber })}
                  onClick={() => onRefund(sale.id)}
                >
                  {t('refund.action')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
