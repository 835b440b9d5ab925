import { useEffect, useState } from 'react';
import type { PosSale } from '@shared/pos/pos.schemas';
import type { Refund } from '@shared/pos/refund.schemas';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useOnline } from '@client/lib/network';
import { posCheckoutText } from '../pos-checkout-text';
import type { AskApproval } from '../sale-approval';
import { voidBody, voidTimeLeft } from './refund-draft';
import { useSendRefund } from './use-refund';

/**
 * "Void sale" on a sale's receipt for VOID_WINDOW_MINUTES after it: one tap refunds every line,
 * back on the shelf, and `onVoided` shows the credit note. Gone once the window has passed.
 */
export function VoidSale({
  sale,
  askApproval,
  onVoided,
}: {
  sale: PosSale;
  askApproval: AskApproval;
  onVoided: (refund: Refund, sale: PosSale) => void;
}) {
  const t = useText(posCheckoutText);
  const online = useOnline();
  const [open, setOpen] = useState(() => voidTimeLeft(sale, Date.now()) > 0);
  const { send, pending } = useSendRefund(sale.id, askApproval);
  useEffect(() => {
    const left = voidTimeLeft(sale, Date.now());
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [sale]);
  if (!open) return null;

  const run = async () => {
    try {
      const refund = await send(voidBody(sale));
      if (refund) onVoided(refund, sale);
    } catch (error) {
      toastError(error, t('refund.failed'));
    }
  };
  return (
    <>
      {online ? null : (
        <p role="status" className="basis-full text-xs font-medium text-red-700">
          {t('refund.offline')}
        </p>
      )}
      <Button
        variant="destructive"
        className="min-h-11"
        disabled={!online || pending}
        onClick={() => void run()}
      >
        {pending ? t('void.sending') : t('void.action')}
      </Button>
    </>
  );
}
