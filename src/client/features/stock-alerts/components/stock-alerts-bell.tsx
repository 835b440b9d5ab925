import * as DialogPrimitive from '@radix-ui/react-dialog';
import { AlertTriangle, Bell, CheckCheck, PackageX, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { cn } from '@client/lib/cn';
import { errorMessage } from '@client/lib/api';
import { alertSummary, STOCK_ALERT_MESSAGES } from '@shared/stock-alerts/stock-alert-labels';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { useMarkAlertRead, useMarkAllAlertsRead, useStockAlerts } from '../api/use-stock-alerts';

const onError = (error: unknown) =>
  toast({
    title: 'Error',
    description: errorMessage(error, STOCK_ALERT_MESSAGES.markFailed),
    variant: 'destructive',
  });

/** The top bar's bell: unread count, and a panel of open stock alerts under the bar. */
export function StockAlertsBell() {
  const [open, setOpen] = useState(false);
  const { data } = useStockAlerts();
  const alerts = data ?? [];
  const unread = alerts.filter((alert) => !alert.isRead).length;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
      <DialogPrimitive.Trigger
        aria-label={unread > 0 ? `${unread} unread stock alerts` : 'Stock alerts'}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span className="absolute right-1 top-1 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed right-2 top-16 z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[calc(100vw-1rem)] max-w-sm flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <AlertsPanel alerts={alerts} unread={unread} onClose={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function AlertsPanel({
  alerts,
  unread,
  onClose,
}: {
  alerts: StockAlert[];
  unread: number;
  onClose: () => void;
}) {
  const markRead = useMarkAlertRead();
  const markAll = useMarkAllAlertsRead();
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 p-3">
        <DialogPrimitive.Title className="font-semibold">
          {STOCK_ALERT_MESSAGES.title}
        </DialogPrimitive.Title>
        <div className="flex items-center gap-1">
          {unread > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate(alerts, { onError })}
            >
              <CheckCheck aria-hidden="true" /> {STOCK_ALERT_MESSAGES.markAllRead}
            </Button>
          ) : null}
          <DialogPrimitive.Close
            aria-label="Close"
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
          >
            <X className="size-4" />
          </DialogPrimitive.Close>
        </div>
      </div>
      <DialogPrimitive.Description className="sr-only">
        Products that are low on stock or out of stock
      </DialogPrimitive.Description>
      {alerts.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">{STOCK_ALERT_MESSAGES.empty}</p>
      ) : (
        <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label="Stock alerts">
          {alerts.map((alert) => (
            <li
              key={alert.id}
              className={cn(
                'flex items-start gap-3 p-3',
                alert.isRead ? 'bg-white' : 'bg-amber-50',
              )}
            >
              {alert.alertType === 'out_of_stock' ? (
                <PackageX className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
              ) : (
                <AlertTriangle
                  className="mt-0.5 size-5 shrink-0 text-amber-600"
                  aria-hidden="true"
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm font-medium">{alert.productName}</p>
                <p className="text-xs text-slate-600">{alertSummary(alert)}</p>
              </div>
              {alert.isRead ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0 px-2"
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate(alert.id, { onError })}
                  aria-label={`Mark ${alert.productName} alert as read`}
                >
                  Mark read
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-slate-100 p-2">
        <Button asChild variant="ghost" size="sm" className="w-full">
          <Link href="/catalog" onClick={onClose}>
            View stock catalog
          </Link>
        </Button>
      </div>
    </>
  );
}
