import type { Customer } from '@shared/customers/customers.schemas';
import { CustomerForm } from './customer-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { useText } from '@client/i18n/use-text';
import { customerText } from './customer-text';

/** Adds a customer without leaving the form that needs one (an order, the till, credit). */
export default function NewCustomerDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (customer: Customer) => void;
}) {
  const t = useText(customerText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addTitle')}</DialogTitle>
          <DialogDescription>{t('addDescription')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <CustomerForm customer={null} onSaved={onCreated} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
