import * as DialogPrimitive from '@radix-ui/react-dialog';
import { AlertTriangle, CheckCheck, PackageX, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-error';
import { ListStates } from '@client/components/list-states';
import { cn } from '@client/lib/cn';
import { alertSummary, STOCK_ALERT_MESSAGES } from '@shared/stock-alerts/stock-alert-labels';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { useMarkAlertRead, useMarkAllAlertsRead } from '../api/stock-alerts-mutations';
import { commonText, messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { stockAlertsText } from '../stock-alerts-text';

const onError = (error: unknown) => toastError(error, messageText(STOCK_ALERT_MESSAGES.markFailed));

/** The open stock alerts under the top bar: mark read, or go to the product to restock it. */
export default function StockAlertsPanel({
  open,
  onOpenChange,
  query,
  unread,
  returnFocus,
  onChanged,
  extra,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's query of the open alerts. */
  query: { isPending: boolean; isError: boolean; data: StockAlert[] | undefined };
  unread: number;
  returnFocus: RefObject<HTMLButtonElement | null>;
  /** Refreshes the alerts after a write (the bell owns the query). */
  onChanged: () => void;
  /** Notifications of other areas, above the stock alerts. */
  extra?: ReactNode;
}) {
  const t = useText(stockAlertsText);
  const markRead = useMarkAlertRead(onChanged);
  const markAll = useMarkAllAlertsRead(onChanged);
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed right-2 top-16 z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[calc(100vw-1rem)] max-w-sm flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          // The bell toggles the panel itself; a tap on it is not an outside click.
          onInteractOutside={(event) => {
            if (returnFocus.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 p-3">
            <DialogPrimitive.Title className="font-semibold">
              {messageText(STOCK_ALERT_MESSAGES.title)}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-1">
              {unread > 0 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={markAll.isPending}
                  onClick={() => markAll.mutate(query.data ?? [], { onError })}
                >
                  <CheckCheck aria-hidden="true" /> {messageText(STOCK_ALERT_MESSAGES.markAllRead)}
                </Button>
              ) : null}
              <DialogPrimitive.Close
                aria-label={commonText.t('close')}
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
              >
                <X className="size-4" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <DialogPrimitive.Description className="sr-only">
            {t('description')}
          </DialogPrimitive.Description>
          {extra}
          <ListStates
            query={query}
            isEmpty={(data) => data.length === 0}
            skeleton={{
              count: 2,
              className: 'h-12 w-full',
              listClassName: 'flex flex-col gap-2 p-3',
            }}
            error={messageText(STOCK_ALERT_MESSAGES.loadFailed)}
            empty={messageText(STOCK_ALERT_MESSAGES.empty)}
            framed={false}
            messageClassName="p-4"
          >
            {(alerts) => (
              <ul
                className="flex-1 divide-y divide-slate-100 overflow-y-auto"
                aria-label={commonText.t('stockAlerts')}
              >
                {alerts.map((alert) => (
                  <li
                    key={alert.id}
                    className={cn(
                      'flex items-start gap-3 p-3',
                      alert.isRead ? 'bg-white' : 'bg-amber-50',
                    )}
                  >
                    {alert.alertType === 'out_of_stock' ? (
                      <PackageX
                        className="mt-0.5 size-5 shrink-0 text-red-600"
                        aria-hidden="true"
                      />
                    ) : (
                      <AlertTriangle
                        className="mt-0.5 size-5 shrink-0 text-amber-600"
                        aria-hidden="true"
                      />
                    )}
                    <div className="min-w-0 flex-1">
                      <Link
                        href={`/catalog?product=${alert.productId}`}
                        onClick={close}
                        aria-label={t('goTo', { name: alert.productName })}
                        className="break-words text-sm font-medium text-brand-800 underline underline-offset-2"
                      >
                        {alert.productName}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {alertSummary(alert, {
                          outOfStock: () => t('outOfStock'),
                          lowStock: (a) =>
                            t('lowStock', { stock: a.stock, threshold: a.threshold }),
                          stockCount: (a) => t('stockCount', { message: a.message }),
                          expiringSoon: (a) => t('expiringSoon', { message: a.message }),
                          expiredStock: (a) => t('expiredStock', { message: a.message }),
                        })}
                      </p>
                    </div>
                    {alert.isRead ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="shrink-0 px-2"
                        disabled={markRead.isPending}
                        onClick={() => markRead.mutate(alert.id, { onError })}
                        aria-label={t('markOne', { name: alert.productName })}
                      >
                        {t('markRead')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
          <div className="border-t border-slate-100 p-2">
            <Link
              href="/catalog"
              onClick={close}
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'w-full')}
            >
              {t('viewCatalog')}
            </Link>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
