import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Button } from './button';
import { commonText } from '@client/i18n/common-text';

export const Dialog = DialogPrimitive.Root;
/** Opens its dialog; focus returns to it when the dialog closes. */
export const DialogTrigger = DialogPrimitive.Trigger;

const overlay = 'fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-in';

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/**
 * Focus goes back to what opened the dialog when it closes, also when it was opened from state
 * (no DialogTrigger): the control focused as it opened, if still on the page. A dialog's own
 * `onCloseAutoFocus` that prevents the default chooses instead (the till's search after a sale).
 */
function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: ContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const back = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !back?.isConnected) return;
      event.preventDefault();
      back.focus();
    },
  };
}

/** A centred dialog on desktop; near full width on phones, scrolling inside. */
export function DialogContent({
  className,
  children,
  hideClose,
  ...props
}: ContentProps & { hideClose?: boolean }) {
  const focus = useReturnFocus(props);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl',
          className,
        )}
        {...props}
        {...focus}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute right-1.5 top-1.5 flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
            aria-label={commonText.t('close')}
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-slate-500', className)} {...props} />
  );
}

/** A bottom sheet for phones (the More menu). */
export function SheetContent({ className, children, ...props }: ContentProps) {
  const focus = useReturnFocus(props);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-3 overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl',
          className,
        )}
        {...props}
        {...focus}
      >
        <div aria-hidden="true" className="mx-auto h-1.5 w-12 rounded-full bg-slate-300" />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A form's Cancel and submit buttons; the submit button waits while the form is saving. */
export function FormActions({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {commonText.t('cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {children}
      </Button>
    </DialogFooter>
  );
}
