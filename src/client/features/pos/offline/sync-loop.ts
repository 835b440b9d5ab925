import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import type { SyncSaleResult } from '@shared/pos/sale-sync.schemas';
import { failureOfStatus, SYNC_WAITS, syncRetryDelay, type SendFailure } from './sync-retry';

/** Waiting sales one sync call carries (the server takes up to MAX_SYNC_SALES). */
export const SYNC_BATCH = 20;

export interface WaitingSale {
  id: string;
  body: CreatePosSale;
}

/** What the sync needs of the phone and the network (the till's, or the bench's phones). */
export interface SyncPort {
  /** Up to `max` waiting sales, oldest first. */
  waiting(max: number): Promise<WaitingSale[]>;
  /** POST /api/pos-sales with the sale's id as its key. */
  sendOne(sale: WaitingSale): Promise<PosSale>;
  /** POST /api/pos-sales/sync, each sale with its id as its key. */
  sendMany(sales: WaitingSale[]): Promise<SyncSaleResult[]>;
  /** What a send that threw means (no answer, or the server's refusal). */
  failure(error: unknown): SendFailure;
  settle(id: string, outcome: { sale: PosSale } | { message: string }): Promise<void>;
  pause(ms: number): Promise<void>;
  random?: () => number;
}

/**
 * Sends the waiting sales in the order they were rung up: one alone by the single call, more
 * in sync calls of up to SYNC_BATCH (docs/decisions/0029-batch-sync.md). Each sale's answer
 * means what a single send's does: recorded or already recorded settles it, a refusal (4xx)
 * lists it with the reason and the next goes on, anything else keeps it and the rest waiting.
 * A busy server's Retry-After is waited (with jitter) SYNC_WAITS times before stopping. A sync
 * call refused as a whole (an older server, too large) sends the rest one by one.
 * Answers whether any sale was settled.
 */
export async function drainQueue(port: SyncPort): Promise<boolean> {
  let settled = false;
  let waits = 0;
  let oneByOne = false;
  for (;;) {
    const sales = await port.waiting(oneByOne ? 1 : SYNC_BATCH);
    if (sales.length === 0) break;
    let failure: SendFailure | null = null;
    try {
      if (sales.length === 1) {
        await port.settle(sales[0]!.id, { sale: await port.sendOne(sales[0]!) });
        settled = true;
        continue;
      }
      const results = await port.sendMany(sales);
      if (results.length === 0) failure = { retry: true, afterSeconds: null };
      for (const result of results) {
        if (result.outcome !== 'refused') {
          await port.settle(result.key, { sale: result.sale });
          settled = true;
          continue;
        }
        const { status, details, message } = result.error;
        const meaning = failureOfStatus(status, details, message);
        if (meaning.retry) {
          failure = meaning;
          break;
        }
        await port.settle(result.key, { message: meaning.message });
        settled = true;
      }
    } catch (error) {
      failure = port.failure(error);
      if (!failure.retry && sales.length > 1) {
        oneByOne = true;
        continue;
      }
      if (!failure.retry) {
        await port.settle(sales[0]!.id, { message: failure.message });
        settled = true;
        continue;
      }
    }
    if (!failure) continue;
    // A busy server says when to come back: wait that long (with jitter) and go on.
    if (failure.afterSeconds === null || waits >= SYNC_WAITS) break;
    waits += 1;
    await port.pause(syncRetryDelay(failure.afterSeconds, port.random));
  }
  return settled;
}
