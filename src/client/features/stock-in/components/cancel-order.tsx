import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useCancelPurchaseOrder } from '../api/purchase-order-queries';
import { stockInText } from '../stock-in-text';

/** Cancel an order, asked first: goods still to come will not be expected. */
export function CancelOrder({ id, number }: { id: string; number: string }) {
  const t = useText(stockInText);
  const [open, setOpen] = useState(false);
  const cancel = useCancelPurchaseOrder();
  const run = async () => {
    try {
      await cancel.mutateAsync(id);
    } catch (error) {
      toastError(error, t('saveFailed'));
    }
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="h-11">
          {t('cancelOrder')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('cancelTitle', { number })}</DialogTitle>
          <DialogDescription>{t('cancelText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => setOpen(false)}>
            {t('keepOrder')}
          </Button>
          <Button
            variant="destructive"
            className="h-11"
            disabled={cancel.isPending}
            onClick={() => void run()}
          >
            {t('confirmCancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
