import { useSyncExternalStore } from 'react';
import { queueState, subscribeQueue } from './till-queue';

/** The offline queue: how many sales wait and the sync report. */
export function useTillQueue(userId: string | null) {
  return useSyncExternalStore(subscribeQueue, () => (userId ? queueState(userId) : queueState('')));
}
