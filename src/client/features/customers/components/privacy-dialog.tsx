import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Customer } from '@shared/customers/customers.schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toastError } from '@client/components/ui/toast-error';
import { customerText } from '@client/components/customer-text';
import { useText } from '@client/i18n/use-text';
import { apiDownload } from '@client/lib/download';
import { customerExportPath } from '../api/privacy-endpoints';
import { ConsentControl } from './consent-control';
import { EraseDialog } from './erase-dialog';

/** POPIA for one customer: consent to promotional messages, their data as a file, erasure. */
export function PrivacyDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const t = useText(customerText);
  const [erasing, setErasing] = useState<Customer | null>(null);
  const [exporting, setExporting] = useState(false);
  const download = (id: string) => {
    setExporting(true);
    apiDownload(customerExportPath(id), `customer-${id}.json`)
      .catch((error: unknown) => toastError(error, t('privacy.exportError')))
      .finally(() => setExporting(false));
  };
  return (
    <>
      <Dialog
        open={customer !== null && erasing === null}
        onOpenChange={(o) => (o ? null : onClose())}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('privacy.title')}</DialogTitle>
            <DialogDescription>{t('privacy.description')}</DialogDescription>
          </DialogHeader>
          {customer ? (
            <div className="flex flex-col gap-4">
              <p className="break-words font-semibold text-slate-900">{customer.name}</p>
              <ConsentControl customerId={customer.id} />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => download(customer.id)}
                  disabled={exporting}
                >
                  <Download aria-hidden="true" /> {t('privacy.export')}
                </Button>
                <Button
                  variant="outline"
                  className="text-red-700"
                  onClick={() => setErasing(customer)}
                >
                  <Trash2 aria-hidden="true" /> {t('privacy.erase')}
                </Button>
              </div>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
      <EraseDialog
        customer={erasing}
        onClose={() => setErasing(null)}
        onErased={() => {
          setErasing(null);
          onClose();
        }}
      />
    </>
  );
}
