import type { ReactNode } from 'react';
import { MessageSquare, Printer, Share2 } from 'lucide-react';
import { Button, buttonVariants } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import type { ReceiptWidth } from '@client/lib/receipt-width';
import { PaperChoice } from '@client/components/paper-choice';

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
  const t = useText(posCheckoutText);
  const name = send.customerName;
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <PaperChoice
        width={width}
        onWidth={onWidth}
        legend={t('paperLegend')}
        label={t('paper')}
        widthLabel={(w) => t('paperWidth', { width: w })}
      />
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
