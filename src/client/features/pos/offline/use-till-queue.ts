import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getStoredUser } from '@client/lib/storage';
import { queueState, refreshQueue, subscribeQueue } from './till-queue';
import { syncWaitingSales } from './till-sync';

const RETRY_MS = 30_000;

/** The signed-in shop whose till this phone runs. */
export const tillUserId = () => getStoredUser()?.id ?? null;

/** The offline queue: how many sales wait and the sync report. */
export function useTillQueue(userId: string | null) {
  return useSyncExternalStore(subscribeQueue, () => (userId ? queueState(userId) : queueState('')));
}

/**
 * Keeps the queue moving while mounted: reads it at start, sends what waits now, whenever the
 * browser says the network is back, and every 30 s while sales wait (a phone may report
 * online while nothing gets through).
 */
export function useTillSync(userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const sync = () => {
      if (navigator.onLine) {
        void syncWaitingSales(userId, () => void client.invalidateQueries()).catch(() => {});
      }
    };
    void refreshQueue(userId).then(sync);
    window.addEventListener('online', sync);
    const timer = window.setInterval(() => {
      if (queueState(userId).waiting > 0) sync();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [userId, client]);
}
