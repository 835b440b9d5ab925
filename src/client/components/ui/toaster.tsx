import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { dismissToast, useCurrentToast } from './toast-store';
import { commonText } from '@client/i18n/common-text';

export const TOAST_DURATION_MS = 5000;

/** The notification region: F8 focuses it; swipe right 50 px dismisses. */
export function Toaster() {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {message ? (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => (open ? undefined : dismissToast(message.id))}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            message.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {message.title}
            </ToastPrimitive.Title>
            {message.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {message.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={commonText.t('dismiss')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* At the top: primary actions (Checkout, a dialog's buttons, the bottom nav) sit low. */}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 top-0 z-[100] flex w-full flex-col p-3 outline-none sm:max-w-sm md:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
