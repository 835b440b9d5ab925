import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useText } from '@client/i18n/use-text';
import { inactivityText } from './inactivity-text';

/** The warning of docs/product.md "Constants"; mounted closed, shown when the idle time is up. */
export default function InactivityDialog({
  open,
  secondsLeft,
  onStay,
  onLogout,
}: {
  open: boolean;
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
}) {
  const t = useText(inactivityText);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent hideClose onPointerDownOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('body')}</DialogDescription>
        </DialogHeader>
        <p className="text-center text-lg font-semibold text-amber-700" aria-live="polite">
          {t('countdown', { seconds: secondsLeft })}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onLogout}>
            {t('logoutNow')}
          </Button>
          <Button onClick={onStay}>{t('stay')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
