import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { stockAlertKeys, useStockAlerts } from '../api/stock-alerts-queries';
import { useText } from '@client/i18n/use-text';
import { commonText } from '@client/i18n/common-text';

const loadPanel = () => import('./stock-alerts-panel');
const StockAlertsPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel().catch(() => {});

/** Other notifications the bell shows above the stock alerts (the app composes them). */
export interface BellExtra {
  count: number;
  render: (close: () => void) => ReactNode;
}

/**
 * The top bar's bell: the unread count, and on a tap the open stock alerts. The list is a
 * lazy chunk, so the first load carries only the button.
 */
export function StockAlertsBell({ extra }: { extra?: BellExtra }) {
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept, so it can close and hand focus back to the bell.
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const query = useStockAlerts();
  const client = useQueryClient();
  const unread = (query.data ?? []).filter((alert) => !alert.isRead).length;
  const t = useText(commonText);
  const waiting = unread + (extra?.count ?? 0);
  const label = extra?.count
    ? t('notificationsWaiting', { count: waiting })
    : unread > 0
      ? t('stockAlertsUnread', { count: unread })
      : t('stockAlerts');

  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setOpened(true);
          setOpen((was) => !was);
        }}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        <Bell className="size-5" aria-hidden="true" />
        {waiting > 0 ? (
          <span className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-0.5 text-[0.625rem] font-bold leading-none text-white">
            {waiting > 9 ? '9+' : waiting}
          </span>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <StockAlertsPanel
            open={open}
            onOpenChange={setOpen}
            query={query}
            unread={unread}
            returnFocus={bell}
            extra={extra?.render(() => setOpen(false))}
            onChanged={() => void client.invalidateQueries({ queryKey: stockAlertKeys.all })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
