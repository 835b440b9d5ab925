import { Link } from 'wouter';
import { tillUserId, useTillQueue, useTillSync } from '../offline/use-till-queue';

export const waitingText = (n: number) => `${n} ${n === 1 ? 'sale' : 'sales'} waiting to sync`;

/**
 * Under the top bar on every screen: how many till sales wait to reach the server. Mounting it
 * (lazily, after the first paint) also starts the sync at every app start.
 */
export default function SyncStatus() {
  const userId = tillUserId();
  useTillSync(userId);
  const { waiting } = useTillQueue(userId);
  if (waiting === 0) return null;
  return (
    <Link
      href="/pos#sync-report"
      role="status"
      className="flex items-center justify-center gap-2 border-b border-sky-200 bg-sky-50 px-3 py-1.5 text-sm font-medium text-sky-900"
    >
      {waitingText(waiting)}
    </Link>
  );
}
