import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import en from '@shared/i18n/locales/en/expired-stock.json';
import { formatDay } from '@shared/time/format';
import { API_AREAS } from '@client/api/areas';
import { request } from '@client/api/endpoint';
import { listExpiring, writeOffStock } from '@client/api/stock-in-endpoints';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { defineCatalog } from '@client/i18n/i18n';
import { useText } from '@client/i18n/use-text';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { mayDo, useTillStaff } from '@client/lib/till-user';
import { showRefusedBatches, useRefusedBatches } from './expired-stock-note';
import { refreshTillCatalogue } from './use-till-network';

const expiredText = defineCatalog(
  'expired-stock',
  en,
  import.meta.glob(['@shared/i18n/locales/*/expired-stock.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);

/**
 * The refusal, with "Write them off" for the owner or a person who may change stock (each batch
 * written off as expired); anyone else is told who can. Selling past a use-by date is an offence.
 */
export function ExpiredStockRefusal() {
  const t = useText(expiredText);
  const batches = useRefusedBatches();
  const staff = useTillStaff();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const writeOff = async () => {
    if (!batches) return;
    setPending(true);
    try {
      for (const b of batches) {
        await request(writeOffStock, {
          params: { id: b.productId },
          body: { quantity: b.quantity, reason: 'expired', batchId: b.batchId },
        });
      }
      toast({ title: t('writtenOff'), description: t('sellAgain') });
      showRefusedBatches(null);
    } catch (error) {
      toastError(error, t('failed'));
    } finally {
      setPending(false);
      void invalidateApiPaths(client, [API_AREAS.products, listExpiring.path]);
      refreshTillCatalogue();
    }
  };
  return (
    <Dialog
      open={batches !== null}
      onOpenChange={(open) => (open ? null : showRefusedBatches(null))}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('why')}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2" aria-label={t('batches')}>
          {(batches ?? []).map((b) => (
            <li
              key={b.batchId}
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
            >
              {t('batch', {
                count: b.quantity,
                product: b.productName,
                date: formatDay(b.expiryDate),
              })}
            </li>
          ))}
        </ul>
        {mayDo(staff, 'change_stock') ? null : <p className="text-sm">{t('askOwner')}</p>}
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => showRefusedBatches(null)}>
            {t('back')}
          </Button>
          {mayDo(staff, 'change_stock') ? (
            <Button
              variant="destructive"
              className="h-11"
              disabled={pending}
              onClick={() => void writeOff()}
            >
              {t('writeOff')}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
