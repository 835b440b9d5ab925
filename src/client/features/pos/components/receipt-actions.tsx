import { MessageSquare, Printer, Share2 } from 'lucide-react';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { smsHref, whatsappHref } from '../receipt-text';
import { RECEIPT_WIDTHS, type ReceiptWidth } from '../receipt-width';

/** Paper width (kept for next time), print, WhatsApp and SMS to the customer, and a new sale. */
export function ReceiptActions({
  sale,
  shopName,
  width,
  onWidth,
  onClose,
}: {
  sale: PosSale;
  shopName: string;
  width: ReceiptWidth;
  onWidth: (width: ReceiptWidth) => void;
  onClose: () => void;
}) {
  const origin = window.location.origin;
  const to = sale.customerName ? ` ${sale.customerName}` : '';
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <fieldset className="flex items-center gap-2 text-sm">
        <legend className="sr-only">Printer paper</legend>
        <span className="text-slate-700">Paper</span>
        {RECEIPT_WIDTHS.map((w) => (
          <label
            key={w}
            className="rounded-lg border px-2 py-1 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white"
          >
            <input
              type="radio"
              name="receipt-width"
              className="sr-only"
              checked={width === w}
              onChange={() => onWidth(w)}
            />
            {w} mm
          </label>
        ))}
      </fieldset>
      {sale.receiptToken ? null : (
        <p className="text-xs text-slate-600">
          The customer's receipt link comes once this sale has synced.
        </p>
      )}
      <DialogFooter className="flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={whatsappHref(sale, shopName, origin)} target="_blank" rel="noreferrer">
            <Share2 aria-hidden="true" /> WhatsApp{to}
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={smsHref(sale, shopName, origin)}>
            <MessageSquare aria-hidden="true" /> SMS{to}
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
        <Button onClick={onClose}>New Sale</Button>
      </DialogFooter>
    </div>
  );
}
