import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getStoredUser } from '@client/lib/storage';
import { useOnline } from '@client/lib/network';
import { queueState, refreshQueue, subscribeQueue } from './till-queue';
import { syncWaitingSales } from './till-sync';

/** A backstop for a server that answered with an error (the network's return needs no timer). */
const RETRY_MS = 30_000;

/** The signed-in shop whose till this phone runs. */
export const tillUserId = () => getStoredUser()?.id ?? null;

/** The offline queue: how many sales wait and the sync report. */
export function useTillQueue(userId: string | null) {
  return useSyncExternalStore(subscribeQueue, () => (userId ? queueState(userId) : queueState('')));
}

/**
 * Keeps the queue moving while mounted: reads it at start and sends what waits whenever the
 * network is there: at once, the moment it comes back (the browser's `online` event, or the
 * quick probe that follows a failed request), and every 30 s while sales wait.
 */
export function useTillSync(userId: string | null) {
  const client = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!userId) return;
    void refreshQueue(userId);
  }, [userId]);
  useEffect(() => {
    if (!userId || !online) return;
    const sync = () =>
      void syncWaitingSales(userId, () => void client.invalidateQueries()).catch(() => {});
    sync();
    const timer = window.setInterval(() => {
      if (queueState(userId).waiting > 0) sync();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [userId, online, client]);
}
