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
import { Input } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { customerText } from '@client/components/customer-text';
import { useText } from '@client/i18n/use-text';
import { useEraseCustomer } from '../api/privacy-queries';

const same = (typed: string, name: string) =>
  typed.trim().toLowerCase() === name.trim().toLowerCase();

/** Erasing for good: the owner types the customer's name before the button works. */
export function EraseDialog({
  customer,
  onClose,
  onErased,
}: {
  customer: Customer | null;
  onClose: () => void;
  onErased: () => void;
}) {
  const t = useText(customerText);
  const erase = useEraseCustomer();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const name = customer?.name ?? '';
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('erase.title')}</DialogTitle>
          <DialogDescription>{t('erase.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!customer || !same(typed, name)) return;
            erase.mutate(customer.id, {
              onSuccess: () => {
                setTyped('');
                onErased();
              },
              onError: (error) => toastError(error, t('erase.error')),
            });
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
            {t('erase.typeName', { name })}
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} />
          </label>
          <Button
            type="submit"
            variant="destructive"
            disabled={!same(typed, name) || erase.isPending}
          >
            {erase.isPending ? t('erase.erasing') : t('erase.confirm')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
