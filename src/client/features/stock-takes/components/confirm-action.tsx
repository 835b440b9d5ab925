import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';

/**
 * A button that asks first: the dialog names what happens, "keep" closes it (focus goes back to
 * the button), "confirm" runs the action.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirm,
  keep,
  pending,
  variant,
  onConfirm,
  children,
}: {
  label: string;
  title: string;
  description: string;
  confirm: string;
  keep: string;
  pending: boolean;
  variant?: ButtonProps['variant'];
  onConfirm(): Promise<unknown>;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const run = () => {
    void onConfirm().then(
      () => setOpen(false),
      () => setOpen(false),
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} className="h-11">
          {children}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => setOpen(false)}>
            {keep}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'destructive' : 'default'}
            className="h-11"
            disabled={pending}
            onClick={run}
          >
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
