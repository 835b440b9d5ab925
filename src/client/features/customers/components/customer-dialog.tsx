import type { Customer } from '@shared/customers/customers.schemas';
import { CustomerForm } from '@client/components/customer-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { customerText } from '@client/components/customer-text';
import { useText } from '@client/i18n/use-text';

/** Add or edit a customer from the customers page. */
export function CustomerDialog({
  open,
  customer,
  onOpenChange,
}: {
  open: boolean;
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText(customerText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{customer ? t('dialog.edit') : t('addTitle')}</DialogTitle>
          <DialogDescription>
            {customer ? t('dialog.editDescription') : t('dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {open ? <CustomerForm customer={customer} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
