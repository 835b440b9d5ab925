import type { Refund } from '@shared/pos/refund.schemas';
import { firstName } from '@shared/shop-staff/cashier';
import { formatDateTime } from '@shared/time/format';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import { printCss, useReceiptWidth } from '@client/lib/receipt-width';
import { ReceiptActions } from '../components/receipt-actions';
import { buyerLines } from '@shared/pos/receipt-legal';
import { useReceiptSeller } from '../receipt-seller';
import {
  creditNoteRows,
  creditNoteSend,
  noteSellerLines,
  storeCreditLine,
  type NoteSale,
} from './credit-note-text';

const SLIP = 'pos-credit-note';

/**
 * The credit note of a refund (VAT Act s21: it names the original sale): printed alone on 58 or
 * 80 mm paper as a receipt is, and sent by WhatsApp or SMS with the sale's receipt link.
 */
export function CreditNote({
  refund,
  sale,
  onClose,
}: {
  refund: Refund;
  sale: NoteSale;
  onClose: () => void;
}) {
  const t = useText(posCheckoutText);
  const seller = useReceiptSeller();
  const [shopName, ...heading] = noteSellerLines(refund, seller, t);
  const [width, setWidth] = useReceiptWidth();
  const storeCredit = storeCreditLine(refund, t);
  const title = t('note.title', { number: refund.creditNoteNumber });
  const forSale = t('note.forSale', {
    number: refund.saleNumber,
    date: formatDateTime(refund.saleDate),
  });
  return (
    <>
      <style>{printCss(width, SLIP)}</style>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{forSale}</DialogDescription>
      </DialogHeader>
      <article id={SLIP} aria-label={t('note.label')} className="flex flex-col gap-3 text-sm">
        <header className="text-center">
          <p className="text-base font-bold">{shopName}</p>
          {heading.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="font-semibold">{title}</p>
          <p>{forSale}</p>
          <p>{formatDateTime(refund.createdAt)}</p>
          {sale.customerName ? <p>{t('customerName', { name: sale.customerName })}</p> : null}
          {buyerLines(sale.buyer, t).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {refund.refundedBy ? (
            <p>{t('note.refundedBy', { name: firstName(refund.refundedBy.name) })}</p>
          ) : null}
          {refund.approvedBy ? (
            <p>{t('note.approvedBy', { name: firstName(refund.approvedBy.name) })}</p>
          ) : null}
        </header>
        <dl className="flex flex-col gap-1 border-y border-dashed border-slate-300 py-2">
          {creditNoteRows(refund, t).map((row, index) => (
            <div
              key={`${index}-${row.label}`}
              className={
                row.strong
                  ? 'flex justify-between gap-2 text-base font-bold'
                  : 'flex justify-between gap-2'
              }
            >
              <dt className="min-w-0 break-words">{row.label}</dt>
              <dd className="shrink-0 tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
        {storeCredit ? <p className="font-semibold">{storeCredit}</p> : null}
        <p>{t('note.reason', { reason: t(`reason.${refund.reason}`) })}</p>
      </article>
      <ReceiptActions
        send={creditNoteSend(refund, sale, seller, t, window.location.origin)}
        width={width}
        onWidth={setWidth}
        onClose={onClose}
        closeLabel={t('note.done')}
      />
    </>
  );
}
