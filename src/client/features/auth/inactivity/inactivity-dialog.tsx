import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

/** The warning of spec section 9; loaded only when it opens. */
export default function InactivityDialog({
  secondsLeft,
  onStay,
  onLogout,
}: {
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onStay())}>
      <DialogContent hideClose onPointerDownOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Are you still there?</DialogTitle>
          <DialogDescription>
            You&apos;ve been inactive for 2 minutes. Do you want to continue using the application?
          </DialogDescription>
        </DialogHeader>
        <p className="text-center text-lg font-semibold text-amber-700" aria-live="polite">
          Auto-logout in {secondsLeft} seconds
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onLogout}>
            Logout Now
          </Button>
          <Button onClick={onStay}>Yes, Stay Active</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
