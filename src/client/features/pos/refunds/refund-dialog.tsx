import { useState } from 'react';
import type { PosSale } from '@shared/pos/pos.schemas';
import type { Refund } from '@shared/pos/refund.schemas';
import { paymentLabel } from '@shared/pos/receipt-format';
import { formatDateTime } from '@shared/time/format';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import type { AskApproval } from '../sale-approval';
import { CreditNote } from './credit-note';
import { FindSale } from './find-sale';
import { RefundForm } from './refund-form';
import { useRefundSale } from './use-refund';

/** How the refund dialog opens: to find a sale by its receipt, on one sale, or on a credit note. */
export type RefundStart =
  | { find: true }
  | { saleId: string }
  | { refund: Refund; sale: Pick<PosSale, 'customerName' | 'customerPhone' | 'buyer'> };

/** The sale, read fresh from the server, and its refund form. */
function RefundSale({
  saleId,
  askApproval,
  onRefunded,
}: {
  saleId: string;
  askApproval: AskApproval;
  onRefunded: (refund: Refund, sale: PosSale) => void;
}) {
  const t = useText(posCheckoutText);
  const { data: sale, isError } = useRefundSale(saleId);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('refund.title', { number: sale?.saleNumber ?? '' })}</DialogTitle>
        <DialogDescription>
          {sale
            ? t('refund.soldOn', {
                date: formatDateTime(sale.createdAt),
                method: paymentLabel(sale.paymentMethod, t),
              })
            : null}
        </DialogDescription>
      </DialogHeader>
      {isError ? (
        <p className="text-sm text-red-700">{t('refund.loadError')}</p>
      ) : sale ? (
        <RefundForm
          sale={sale}
          askApproval={askApproval}
          onRefunded={(refund) => onRefunded(refund, sale)}
        />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </>
  );
}

/**
 * Refunds at the till: find the sale (receipt number) or open one, choose what comes back, then
 * the credit note. Focus goes back to what opened it, or to the product search when that is gone.
 */
export function RefundDialog({
  start,
  askApproval,
  opener,
  onClose,
}: {
  start: RefundStart;
  askApproval: AskApproval;
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const [saleId, setSaleId] = useState('saleId' in start ? start.saleId : null);
  const [done, setDone] = useState('refund' in start ? start : null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="print:static print:max-h-none print:translate-x-0 print:translate-y-0 print:overflow-visible print:p-0 print:shadow-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const back = opener?.isConnected ? opener : document.getElementById('pos-search');
          back?.focus();
        }}
      >
        {done ? (
          <CreditNote refund={done.refund} sale={done.sale} onClose={onClose} />
        ) : saleId ? (
          <RefundSale
            saleId={saleId}
            askApproval={askApproval}
            onRefunded={(refund, sale) => setDone({ refund, sale })}
          />
        ) : (
          <FindSale onFound={setSaleId} />
        )}
      </DialogContent>
    </Dialog>
  );
}
