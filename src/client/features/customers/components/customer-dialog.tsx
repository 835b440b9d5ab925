import type { Customer } from '@shared/customers/customers.schemas';
import { CustomerForm } from '@client/components/customer-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{customer ? 'Edit Customer' : 'Add Customer'}</DialogTitle>
          <DialogDescription>
            {customer ? 'Update the customer details.' : 'Add a customer to your shop.'}
          </DialogDescription>
        </DialogHeader>
        {open ? <CustomerForm customer={customer} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
