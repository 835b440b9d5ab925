import { MessageSquare, Printer, Share2 } from 'lucide-react';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Button, buttonVariants } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
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
  const t = useText(posText);
  const origin = window.location.origin;
  const name = sale.customerName;
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <fieldset className="flex items-center gap-2 text-sm">
        <legend className="sr-only">{t('paperLegend')}</legend>
        <span className="text-slate-700">{t('paper')}</span>
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
            {t('paperWidth', { width: w })}
          </label>
        ))}
      </fieldset>
      {sale.receiptToken ? null : <p className="text-xs text-slate-600">{t('linkAfterSync')}</p>}
      <DialogFooter className="flex-wrap gap-2">
        <a
          href={whatsappHref(sale, shopName, t, origin)}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Share2 aria-hidden="true" /> {name ? t('whatsappTo', { name }) : t('whatsapp')}
        </a>
        <a href={smsHref(sale, shopName, t, origin)} className={buttonVariants({ variant: 'outline' })}>
          <MessageSquare aria-hidden="true" /> {name ? t('smsTo', { name }) : t('sms')}
        </a>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {t('print')}
        </Button>
        <Button onClick={onClose}>{t('newSale')}</Button>
      </DialogFooter>
    </div>
  );
}
