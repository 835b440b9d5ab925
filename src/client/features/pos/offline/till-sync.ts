import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import { sendFailure } from './offline-sale';
import { settleQueued, waitingSales } from './till-queue';
import { pullCatalogue } from './till-catalogue';
import { withTillLock } from './till-lock';
import { drainQueue } from './sync-loop';
import { sendWaitingSales } from './sync-endpoints';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one sale with its key; the till passes its checkout's call. */
export type SendSale = (body: CreatePosSale, key: string) => Promise<PosSale>;

const running = new Map<string, Promise<void>>();

/**
 * Sends the waiting sales in the order they were rung up, each with its own key (sync-loop.ts:
 * one alone, more in sync calls): a sale the server already has (a send cut off mid-way)
 * answers the first result, so none sells twice. A sale stays waiting until the server has
 * answered it, so closing the tab mid-sync loses nothing. Stops at the first network failure;
 * the network coming back goes on. A server that answers busy with a Retry-After is waited for
 * (with jitter) a few times before stopping.
 */
export function syncWaitingSales(
  userId: string,
  send: SendSale,
  onSynced: () => void,
): Promise<void> {
  let run = running.get(userId);
  if (!run) {
    run = withTillLock(userId, async () => {
      const settled = await drainQueue({
        waiting: (max) => waitingSales(userId, max),
        sendOne: (sale) => send(sale.body, sale.id),
        sendMany: sendWaitingSales,
        failure: sendFailure,
        settle: (id, outcome) => settleQueued(userId, id, outcome),
        pause,
      });
      if (!settled) return;
      // Synced sales move stock and every figure, as a sale at the till does.
      await pullCatalogue(userId).catch(() => {});
      onSynced();
    }).finally(() => running.delete(userId));
    running.set(userId, run);
  }
  return run;
}
