import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import { sendFailure } from './offline-sale';
import { firstWaiting, settleQueued } from './till-queue';
import { pullCatalogue } from './till-catalogue';
import { withTillLock } from './till-lock';
import { SYNC_WAITS, syncRetryDelay } from './sync-retry';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one sale with its key; the till passes its endpoint call (offline/ knows no endpoints). */
export type SendSale = (body: CreatePosSale, key: string) => Promise<PosSale>;

const running = new Map<string, Promise<void>>();

/**
 * Sends the waiting sales in the order they were rung up, each with its own key: a sale the
 * server already has (a send cut off mid-way) answers the first result, so none sells twice.
 * A sale stays waiting until the server has answered it, so closing the tab mid-sync loses
 * nothing. Stops at the first network failure; the network coming back goes on. A server that
 * answers busy with a Retry-After is waited for (with jitter) a few times before stopping.
 */
export function syncWaitingSales(
  userId: string,
  send: SendSale,
  onSynced: () => void,
): Promise<void> {
  let run = running.get(userId);
  if (!run) {
    run = withTillLock(userId, async () => {
      let sent = false;
      let waits = 0;
      for (let sale = await firstWaiting(userId); sale; sale = await firstWaiting(userId)) {
        try {
          const answer = await send(sale.body, sale.id);
          await settleQueued(userId, sale.id, { sale: answer });
          sent = true;
        } catch (error) {
          const failure = sendFailure(error);
          if (failure.retry) {
            // A busy server says when to come back: wait that long (with jitter) and go on.
            if (failure.afterSeconds === null || waits >= SYNC_WAITS) break;
            waits += 1;
            await pause(syncRetryDelay(failure.afterSeconds));
            continue;
          }
          await settleQueued(userId, sale.id, { message: failure.message });
        }
      }
      if (!sent) return;
      // Synced sales move stock and every figure, as a sale at the till does.
      await pullCatalogue(userId).catch(() => {});
      onSynced();
    }).finally(() => running.delete(userId));
    running.set(userId, run);
  }
  return run;
}
