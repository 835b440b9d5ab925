import { Printer, Share2 } from 'lucide-react';
import { formatRandDecimal } from '@shared/money/money';
import { vatLabel } from '@shared/money/vat-label';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { getStoredUser } from '@client/lib/storage';
import { paymentLabel } from '@shared/pos/receipt-format';
import { receiptDateTime } from '@shared/pos/receipt-format';
import { receiptText } from '../receipt-text';
import { formatDay } from '@shared/time/format';

/** Printing shows only the receipt, sized for a 58 mm or 80 mm slip. */
const PRINT_CSS = `@media print {
  @page { margin: 4mm; }
  body * { visibility: hidden !important; }
  #pos-receipt, #pos-receipt * { visibility: visible !important; }
  #pos-receipt { position: absolute; left: 0; top: 0; width: 100%; max-width: 72mm; font-size: 11px; color: #000; }
}`;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
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

export function ReceiptDialog({ sale, onClose }: { sale: PosSale | null; onClose: () => void }) {
  const shopName = getStoredUser()?.businessName ?? 'My shop';
  const vat = sale ? vatLabel(sale.vatPercent) : null;
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="print:static print:max-h-none print:translate-x-0 print:translate-y-0 print:overflow-visible print:p-0 print:shadow-none">
        {sale ? (
          <>
            <style>{PRINT_CSS}</style>
            <DialogHeader>
              <DialogTitle>Receipt {sale.saleNumber}</DialogTitle>
              <DialogDescription>{receiptDateTime(sale.createdAt)}</DialogDescription>
            </DialogHeader>
            <article id="pos-receipt" aria-label="Receipt" className="flex flex-col gap-3 text-sm">
              <header className="text-center">
                <p className="text-base font-bold">{shopName}</p>
                <p>Sale {sale.saleNumber}</p>
                <p>{receiptDateTime(sale.createdAt)}</p>
                {sale.customerName ? <p>Customer: {sale.customerName}</p> : null}
              </header>
              <ul className="divide-y divide-dashed divide-slate-300 border-y border-dashed border-slate-300">
                {sale.items.map((item) => (
                  <li key={item.productId} className="flex justify-between gap-2 py-1.5">
                    <span className="min-w-0 break-words">
                      {item.quantity} × {item.name}
                      <span className="block text-xs text-slate-500">
                        {formatRandDecimal(item.unitPrice)} each
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {formatRandDecimal(item.subtotal)}
                    </span>
                  </li>
                ))}
              </ul>
              <dl className="flex flex-col gap-1">
                <Row label="Subtotal" value={formatRandDecimal(sale.subtotal)} />
                {vat ? <Row label={vat} value={formatRandDecimal(sale.tax)} /> : null}
                <Row label="Total" value={formatRandDecimal(sale.total)} strong />
                <Row label="Payment method" value={paymentLabel(sale.paymentMethod)} />
                {sale.cashTendered && sale.changeDue ? (
                  <>
                    <Row label="Cash received" value={formatRandDecimal(sale.cashTendered)} />
                    <Row label="Change" value={formatRandDecimal(sale.changeDue)} strong />
                  </>
                ) : null}
              </dl>
              {sale.instalments.length > 0 ? (
                <section aria-label="Instalments">
                  <p className="font-semibold">
                    {sale.instalments.length === 1 ? 'Pay later' : 'Instalments'}
                  </p>
                  <ul>
                    {sale.instalments.map((part) => (
                      <li key={part.sequence} className="flex justify-between gap-2">
                        <span>
                          {part.sequence}. due {formatDay(part.dueDate)}
                        </span>
                        <span className="tabular-nums">{formatRandDecimal(part.amount)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <p className="text-center text-xs text-slate-500">Thank you for shopping with us</p>
            </article>
            <DialogFooter className="print:hidden">
              <Button variant="outline" asChild>
                <a
                  href={`https://wa.me/?text=${encodeURIComponent(receiptText(sale, shopName))}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  <Share2 aria-hidden="true" /> WhatsApp
                </a>
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" /> Print
              </Button>
              <Button onClick={onClose}>New Sale</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
