import { Link } from 'wouter';
import { useText } from '@client/i18n/use-text';
import { tillUserId } from '../offline/till-user-id';
import { useTillQueue } from '../offline/use-till-queue';
import { useTillSync } from '../use-till-network';
import { posCheckoutText } from '../pos-checkout-text';

/**
 * Atop the screen, under the top bar: how many till sales wait to reach the server. Mounting it
 * (on the till, and on every screen while sales wait) also starts their sync.
 */
export default function SyncStatus() {
  const userId = tillUserId();
  useTillSync(userId);
  const { waiting } = useTillQueue(userId);
  const t = useText(posCheckoutText);
  if (waiting === 0) return null;
  return (
    <div role="status" className="-mt-1 mb-3 sm:-mt-3">
      <Link
        href="/pos#sync-report"
        className="flex items-center justify-center rounded-lg border border-sky-200 bg-sky-50 px-3 py-1.5 text-sm font-medium text-sky-900"
      >
        {t('waitingCount', { count: waiting })}
      </Link>
    </div>
  );
}
