import { WifiOff } from 'lucide-react';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useOnline } from '@client/lib/network';

/** Shown on every screen while the device has no network. */
export function OfflineNotice() {
  const online = useOnline();
  const t = useText(commonText);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-400 px-3 py-2 text-center text-sm font-medium text-slate-900"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t('offline')}
    </div>
  );
}
