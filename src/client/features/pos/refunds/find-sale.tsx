import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useOnline } from '@client/lib/network';
import { posCheckoutText } from '../pos-checkout-text';
import { posText } from '../pos-text';
import { findByReceipt } from './use-refund';

/**
 * The receipt's number, typed or scanned (a keyboard scanner types it, then Enter): the sale
 * printed with it opens for refund.
 */
export function FindSale({ onFound }: { onFound: (saleId: string) => void }) {
  const t = useText(posCheckoutText);
  const tillT = useText(posText);
  const online = useOnline();
  const [number, setNumber] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = number.trim();
    if (!wanted || !online) return;
    setBusy(true);
    try {
      const sale = await findByReceipt(wanted);
      if (sale) onFound(sale.id);
      else setMissing(wanted);
    } catch (error) {
      toastError(error, t('refund.loadError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{tillT('refund.findSale')}</DialogTitle>
        <DialogDescription>{t('refund.receiptHint')}</DialogDescription>
      </DialogHeader>
      <form className="flex flex-col gap-3" onSubmit={(event) => void find(event)}>
        <Field label={t('refund.receiptNumber')} htmlFor="refund-receipt">
          <Input
            id="refund-receipt"
            className="min-h-11"
            value={number}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => {
              setNumber(event.target.value);
              setMissing(null);
            }}
          />
        </Field>
        {missing ? (
          <p role="alert" className="text-sm text-red-700">
            {t('refund.notFound', { number: missing })}
          </p>
        ) : null}
        {online ? null : (
          <p role="status" className="text-sm font-medium text-red-700">
            {t('refund.offline')}
          </p>
        )}
        <Button type="submit" className="min-h-11" disabled={!online || busy || !number.trim()}>
          {t('refund.find')}
        </Button>
      </form>
    </>
  );
}
