import type { ReactNode } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useText } from '@client/i18n/use-text';
import {
  amountRows,
  instalmentRows,
  itemRow,
  lineDiscountRow,
  type ReceiptRow,
} from '@shared/pos/receipt-format';
import {
  buyerLines,
  lineVatRows,
  pesticideLines,
  receiptForm,
  sellerLines,
} from '@shared/pos/receipt-legal';
import { useReceiptSeller } from '../receipt-seller';
import { printCss, useReceiptWidth } from '@client/lib/receipt-width';
import { smsHref, whatsappHref } from '../receipt-text';
import { ReceiptActions } from './receipt-actions';
import { posCheckoutText } from '../pos-checkout-text';
import type { SaleSaved } from '../use-till';
import { firstName } from '@shared/shop-staff/cashier';
import { formatDateTime } from '@shared/time/format';

function Row({ label, value, strong }: ReceiptRow) {
  return (
    <div
      className={
        strong ? 'flex justify-between gap-2 text-base font-bold' : 'flex justify-between gap-2'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A sale's receipt; `voidAction` offers the void of a sale just made (the refunds area). The
 * checkout's `notice` is said here, not in a toast over the dialog; `onCloseAutoFocus` chooses
 * where focus goes after it (by default, back to what opened it).
 */
export function ReceiptDialog({
  sale,
  notice,
  onClose,
  onCloseAutoFocus,
  voidAction,
}: {
  sale: PosSale | null;
  notice?: SaleSaved | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  voidAction?: (sale: PosSale) => ReactNode;
}) {
  const t = useText(posCheckoutText);
  const seller = useReceiptSeller();
  const [width, setWidth] = useReceiptWidth();
  const parts = sale ? instalmentRows(sale.instalments, t) : null;
  const [title, ...heading] = sale ? sellerLines(seller, receiptForm(sale), t) : [];
  const lineVat = sale ? lineVatRows(sale, t) : [];
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="print:static print:max-h-none print:translate-x-0 print:translate-y-0 print:overflow-visible print:p-0 print:shadow-none"
      >
        {sale ? (
          <>
            <style>{printCss(width)}</style>
            <DialogHeader>
              <DialogTitle>{t('receipt', { number: sale.saleNumber })}</DialogTitle>
              <DialogDescription>{formatDateTime(sale.createdAt)}</DialogDescription>
            </DialogHeader>
            {notice ? (
              <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm print:hidden">
                <span className="font-semibold">{notice.title}</span> {notice.description}
              </p>
            ) : null}
            <article
              id="pos-receipt"
              aria-label={t('receiptLabel')}
              className="flex flex-col gap-3 text-sm"
            >
              <header className="text-center">
                <p className="text-base font-bold">{title}</p>
                {heading.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                <p>{t('sale', { number: sale.saleNumber })}</p>
                {sale.offlineReceiptNumber && sale.offlineReceiptNumber !== sale.saleNumber ? (
                  <p>{t('tillReceipt', { number: sale.offlineReceiptNumber })}</p>
                ) : null}
                <p>{formatDateTime(sale.createdAt)}</p>
                {sale.customerName ? <p>{t('customerName', { name: sale.customerName })}</p> : null}
                {sale.cashier ? (
                  <p>{t('servedBy', { name: firstName(sale.cashier.name) })}</p>
                ) : null}
                {buyerLines(sale.buyer, t).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </header>
              <ul className="divide-y divide-dashed divide-slate-300 border-y border-dashed border-slate-300">
                {sale.items.map((item, index) => {
                  const discount = lineDiscountRow(item, t);
                  const vat = lineVat[index];
                  return (
                    <li key={item.productId} className="py-1.5">
                      <div className="flex justify-between gap-2">
                        <span className="min-w-0 break-words">
                          {item.quantity} × {item.name}
                          <span className="block text-xs text-slate-500">
                            {t('each', { price: formatRandDecimal(item.unitPrice) })}
                          </span>
                        </span>
                        <span className="shrink-0 tabular-nums">{itemRow(item).value}</span>
                      </div>
                      {discount ? (
                        <div className="flex justify-between gap-2 text-xs">
                          <span>{discount.label}</span>
                          <span className="tabular-nums">{discount.value}</span>
                        </div>
                      ) : null}
                      {vat ? (
                        <div className="flex justify-between gap-2 text-xs">
                          <span>{vat.label}</span>
                          <span className="tabular-nums">{vat.value}</span>
                        </div>
                      ) : null}
                      {pesticideLines(item, t).map((text) => (
                        <p key={text} className="text-xs font-semibold">
                          {text}
                        </p>
                      ))}
                    </li>
                  );
                })}
              </ul>
              <dl className="flex flex-col gap-1">
                {amountRows(sale, t).map((row) => (
                  <Row key={row.label} {...row} />
                ))}
              </dl>
              {parts ? (
                <section aria-label={t('instalments')}>
                  <p className="font-semibold">{parts.heading}</p>
                  <ul>
                    {parts.rows.map((row) => (
                      <li key={row.label} className="flex justify-between gap-2">
                        <span>{row.label}</span>
                        <span className="tabular-nums">{row.value}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <p className="text-center text-xs text-slate-500">{t('thanks')}</p>
            </article>
            <ReceiptActions
              send={{
                whatsapp: whatsappHref(sale, seller, t, window.location.origin),
                sms: smsHref(sale, seller, t, window.location.origin),
                customerName: sale.customerName,
                linked: sale.receiptToken !== null,
              }}
              width={width}
              onWidth={setWidth}
              onClose={onClose}
              closeLabel={t('newSale')}
              extra={voidAction?.(sale)}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
