import type { AdminUser } from '@shared/admin/admin.schemas';
import { formatPhone } from '@shared/phone/phone';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

/** Making a staff member a merchant: said plainly, and only on a second tap. */
export function MerchantRoleConfirm({
  staff,
  busy,
  onConfirm,
  onCancel,
}: {
  staff: AdminUser | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={staff !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        {staff ? (
          <>
            <DialogHeader>
              <DialogTitle>Make {staff.name} a merchant?</DialogTitle>
              <DialogDescription>A merchant is a shop owner, not platform staff.</DialogDescription>
            </DialogHeader>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700">
              <li>
                {staff.name} loses the admin portal at once: no merchants, accounts, team or
                employees.
              </li>
              <li>
                The account becomes a shop with nothing in it yet: no business name, no products,
                waiting for verification in Merchant Management.
              </li>
              <li>
                {staff.phone
                  ? `Sign-in moves to the merchant login, with an SMS code sent to ${formatPhone(staff.phone)}.`
                  : 'Sign-in moves to the merchant login, which sends an SMS code: this account has no phone number, so it cannot sign in until one is added.'}
              </li>
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button variant="destructive" disabled={busy} onClick={onConfirm}>
                Make merchant
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
