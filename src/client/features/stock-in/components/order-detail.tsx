import { ArrowLeft, MessageCircle, MessageSquare, PackageCheck, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { PENDING_PURCHASE_ORDER_STATUSES } from '@shared/purchase-orders/purchase-orders.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { formatInstant } from '@shared/time/format';
import { ListStates } from '@client/components/list-states';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { getStoredUser } from '@client/lib/storage';
import { useText } from '@client/i18n/use-text';
import { usePurchaseOrder } from '../api/purchase-order-queries';
import { orderMessage, orderSms, orderWhatsapp } from '../order-message';
import { STATUS_BADGE } from '../order-status';
import { formatCost } from '../receive-lines';
import { stockInText } from '../stock-in-text';
import { CancelOrder } from './cancel-order';

/** Printing shows the order alone, on one A4 page, from the top. */
const SHEET_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden !important; }
  #purchase-order, #purchase-order * { visibility: visible !important; }
  #purchase-order { position: absolute; left: 0; top: 0; width: 100%; color: #000; }
}`;

const PENDING: readonly string[] = PENDING_PURCHASE_ORDER_STATUSES;
/** An amount kept on one line ("R1 096.00" is not split at its thousands space). */
const NO_BREAK = (amount: string) => amount.replace(/ /g, '\u00a0');

/** One purchase order: sent by WhatsApp or SMS as text, printed (or saved as PDF), received, cancelled. */
export function OrderDetail({ id }: { id: string }) {
  const t = useText(stockInText);
  const order = usePurchaseOrder(id);
  const user = getStoredUser();
  const shopName = user?.businessName ?? user?.name ?? '';
  return (
    <div className="flex flex-col gap-3">
      <style>{SHEET_CSS}</style>
      <Link
        href="/stock-in/orders"
        className={buttonVariants({
          variant: 'outline',
          className: 'h-11 self-start print:hidden',
        })}
      >
        <ArrowLeft aria-hidden="true" /> {t('backToOrders')}
      </Link>
      <ListStates
        query={order}
        isEmpty={() => false}
        skeleton={{ count: 1, className: 'h-48 w-full', listClassName: '' }}
        error={t('loadError')}
        empty={null}
      >
        {(o) => {
          const text = orderMessage(o, shopName, t('orderHeading', { number: o.number }));
          const pending = PENDING.includes(o.status);
          return (
            <>
              <Card>
                <CardContent id="purchase-order" className="flex flex-col gap-3 pt-4">
                  <p className="text-sm font-semibold text-slate-600">{shopName}</p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-lg font-bold">{t('orderHeading', { number: o.number })}</h2>
                    <Badge variant={STATUS_BADGE[o.status]}>{t(`status.${o.status}`)}</Badge>
                  </div>
                  <p className="text-sm">
                    {o.supplierName} · {formatInstant(o.createdAt)}
                  </p>
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="border-b border-slate-200 text-left">
                        <th className="py-1 font-semibold">{t('product')}</th>
                        <th className="py-1 pl-2 text-right font-semibold">{t('ordered')}</th>
                        <th className="py-1 pl-2 text-right font-semibold">{t('received')}</th>
                        <th className="py-1 pl-2 text-right font-semibold">{t('unitCost')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.lines.map((line) => (
                        <tr key={line.productId} className="border-b border-slate-100">
                          <td className="py-1">{line.productName}</td>
                          <td className="py-1 pl-2 text-right">{line.quantity}</td>
                          <td className="py-1 pl-2 text-right">{line.quantityReceived}</td>
                          <td className="py-1 pl-2 text-right">{formatCost(line.unitCost)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p className="text-right font-bold">
                    {t('estimatedCost', { total: NO_BREAK(formatRandDecimal(o.estimatedCost)) })}
                  </p>
                  {o.note ? <p className="text-sm">{o.note}</p> : null}
                </CardContent>
              </Card>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 print:hidden">
                <a
                  href={orderWhatsapp(o, text)}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonVariants({ variant: 'outline', className: 'h-11' })}
                >
                  <MessageCircle aria-hidden="true" /> {t('sendWhatsapp')}
                </a>
                <a
                  href={orderSms(o, text)}
                  className={buttonVariants({ variant: 'outline', className: 'h-11' })}
                >
                  <MessageSquare aria-hidden="true" /> {t('sendSms')}
                </a>
                <Button variant="outline" className="h-11" onClick={() => window.print()}>
                  <Printer aria-hidden="true" /> {t('printOrder')}
                </Button>
                {pending ? (
                  <Link
                    href={`/stock-in/receive?order=${o.id}`}
                    className={buttonVariants({ className: 'h-11' })}
                  >
                    <PackageCheck aria-hidden="true" /> {t('receiveOrder')}
                  </Link>
                ) : null}
                {pending ? <CancelOrder id={o.id} number={o.number} /> : null}
              </div>
            </>
          );
        }}
      </ListStates>
    </div>
  );
}
