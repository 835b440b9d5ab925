import { useSyncExternalStore } from 'react';
import { getStoredUser } from '@client/lib/storage';
import { queueState, subscribeQueue } from './till-queue';

/** The signed-in shop whose till this phone runs. */
export const tillUserId = () => getStoredUser()?.id ?? null;

/** The offline queue: how many sales wait and the sync report. */
export function useTillQueue(userId: string | null) {
  return useSyncExternalStore(subscribeQueue, () => (userId ? queueState(userId) : queueState('')));
}
