import type { Customer } from '@shared/customers/customers.schemas';
import { CustomerForm } from './customer-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Customer</DialogTitle>
          <DialogDescription>Name and phone are enough; email is optional.</DialogDescription>
        </DialogHeader>
        {open ? (
          <CustomerForm customer={null} onSaved={onCreated} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
