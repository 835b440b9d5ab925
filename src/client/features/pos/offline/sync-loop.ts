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

/** A send that leaves its sale waiting (no answer, a fault of ours, or busy). */
type MustWait = Extract<SendFailure, { retry: true }>;

/**
 * Settles a sync call's answers in order, each as a single send's: recorded or already recorded
 * settles the sale, a refusal (4xx) settles it with the reason; the first answer that must wait
 * (no answer at all, or a 5xx/503) stops there and is the failure returned.
 */
async function settleAnswers(
  port: SyncPort,
  results: SyncSaleResult[],
): Promise<{ settled: boolean; failure: MustWait | null }> {
  if (results.length === 0) return { settled: false, failure: { retry: true, afterSeconds: null } };
  let settled = false;
  for (const result of results) {
    if (result.outcome === 'refused') {
      const { status, details, message } = result.error;
      const meaning = failureOfStatus(status, details, message);
      if (meaning.retry) return { settled, failure: meaning };
      await port.settle(result.key, { message: meaning.message });
    } else {
      await port.settle(result.key, { sale: result.sale });
    }
    settled = true;
  }
  return { settled, failure: null };
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
    let failure: MustWait | null;
    try {
      if (sales.length === 1) {
        await port.settle(sales[0]!.id, { sale: await port.sendOne(sales[0]!) });
        settled = true;
        continue;
      }
      const answered = await settleAnswers(port, await port.sendMany(sales));
      settled ||= answered.settled;
      failure = answered.failure;
    } catch (error) {
      const thrown = port.failure(error);
      if (!thrown.retry) {
        // A sync call refused whole goes one by one; a single sale refused is settled so.
        if (sales.length > 1) oneByOne = true;
        else {
          await port.settle(sales[0]!.id, { message: thrown.message });
          settled = true;
        }
        continue;
      }
      failure = thrown;
    }
    if (!failure) continue;
    // A busy server says when to come back: wait that long (with jitter) and go on.
    if (failure.afterSeconds === null || waits >= SYNC_WAITS) break;
    waits += 1;
    await port.pause(syncRetryDelay(failure.afterSeconds, port.random));
  }
  return settled;
}
