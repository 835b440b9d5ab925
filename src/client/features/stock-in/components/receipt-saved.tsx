import { Camera, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { StockReceipt } from '@shared/stock-in/stock-in.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useUploadReceiptPhoto } from '../api/stock-in-queries';
import { stockInText } from '../stock-in-text';

/** A saved delivery: its REC number, and the supplier's invoice photo attached to it. */
export function ReceiptSaved({ receipt, onNext }: { receipt: StockReceipt; onNext(): void }) {
  const t = useText(stockInText);
  const upload = useUploadReceiptPhoto();
  const [attached, setAttached] = useState(receipt.invoicePhoto !== null);
  const attach = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ id: receipt.id, file });
      setAttached(true);
    } catch (error) {
      toastError(error, t('photoFailed'));
    }
  };
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CheckCircle2 className="size-6 text-brand-700" aria-hidden="true" />
          {t('saved', { number: receipt.number })}
        </h2>
        <p className="text-sm">
          {t('savedTotal', { total: formatRandDecimal(receipt.totalCost) })}
        </p>
        <label
          htmlFor="receipt-photo"
          className={buttonVariants({
            variant: 'outline',
            className: 'h-11 cursor-pointer self-start',
          })}
        >
          <Camera aria-hidden="true" /> {upload.isPending ? t('attaching') : t('attachPhoto')}
        </label>
        <input
          id="receipt-photo"
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => void attach(e.target.files?.[0])}
        />
        {attached ? (
          <p role="status" className="text-sm text-brand-700">
            {t('photoAttached')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button className="h-11" onClick={onNext}>
            {t('receiveMore')}
          </Button>
          <Link
            href={`/stock-in?receipt=${receipt.id}`}
            className={buttonVariants({ variant: 'outline', className: 'h-11' })}
          >
            {t('seeDelivery')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
