import type { ReactNode } from 'react';
import { MessageSquare, Printer, Share2 } from 'lucide-react';
import { Button, buttonVariants } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
import { RECEIPT_WIDTHS, type ReceiptWidth } from '../receipt-width';

/** Where a slip is sent: its WhatsApp and SMS links, to whom, and whether it has its web link yet. */
export interface SlipSend {
  whatsapp: string;
  sms: string;
  customerName: string | null;
  linked: boolean;
}

/**
 * Paper width (kept for next time), print, WhatsApp and SMS to the customer, then what closes
 * the slip (a new sale after a receipt); `extra` sits before it (the receipt's void).
 */
export function ReceiptActions({
  send,
  width,
  onWidth,
  onClose,
  closeLabel,
  extra,
}: {
  send: SlipSend;
  width: ReceiptWidth;
  onWidth: (width: ReceiptWidth) => void;
  onClose: () => void;
  closeLabel: string;
  extra?: ReactNode;
}) {
  const t = useText(posText);
  const name = send.customerName;
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <fieldset className="flex items-center gap-2 text-sm">
        <legend className="sr-only">{t('paperLegend')}</legend>
        <span className="text-slate-700">{t('paper')}</span>
        {RECEIPT_WIDTHS.map((w) => (
          <label
            key={w}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white"
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
      {send.linked ? null : <p className="text-xs text-slate-600">{t('linkAfterSync')}</p>}
      <DialogFooter className="flex-wrap gap-2">
        <a
          href={send.whatsapp}
          target="_blank"
          rel="noreferrer"
          className={cn(buttonVariants({ variant: 'outline' }), 'h-11')}
        >
          <Share2 aria-hidden="true" /> {name ? t('whatsappTo', { name }) : t('whatsapp')}
        </a>
        <a href={send.sms} className={cn(buttonVariants({ variant: 'outline' }), 'h-11')}>
          <MessageSquare aria-hidden="true" /> {name ? t('smsTo', { name }) : t('sms')}
        </a>
        <Button variant="outline" className="h-11" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {t('print')}
        </Button>
        {extra}
        <Button className="h-11" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogFooter>
    </div>
  );
}
