import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentiles, send, type Answer } from './http';
import { saleLines, seeded, type PeakRequest } from './mix';
import type { Shop } from './seed';
import { SYNC_WAITS, syncRetryDelay } from '../../src/client/features/pos/offline/sync-retry';

/** The till tries a stopped queue again on its 30 s timer (use-till-network.ts): within 30 s. */
const TILL_TIMER_MS = 30_000;

/** A phone that sold offline: its shop and its queue, oldest first, each sale with its key. */
export interface Phone {
  shop: Shop;
  sales: { key: string; request: PeakRequest; receipt: string; saleId?: string }[];
}

export interface StormOptions {
  phones: number;
  salesPerPhone: number;
  /** Every phone comes back at a random moment within this many seconds. */
  reconnectSeconds: number;
  /** Sales go to the first few products of a shop, as a shop's best sellers do. */
  hotProducts: number;
  seed: number;
}

export interface StormFigures {
  phones: number;
  salesPerPhone: number;
  shops: number;
  sales: number;
  /** From the first phone coming back to the last phone's queue empty. */
  lastPhoneInSyncSeconds: number;
  syncCall: ReturnType<typeof percentiles>;
  /** Answers other than 201, by status (0: no answer). */
  statuses: Record<string, number>;
  /** Sends that were answered 503 with Retry-After (the server turning work away, to be sent again). */
  turnedAway: number;
  /** 5xx other than those, and requests with no answer at all. */
  failures: number;
  /** Sales the server refused for good (4xx): a storm of valid sales must have none. */
  refused: number;
}

/** Phone i belongs to shop i mod shops: with more phones than shops, several share the hot products. */
export function makePhones(shops: readonly Shop[], options: StormOptions, tag: string): Phone[] {
  const random = seeded(options.seed);
  const soldFrom = Date.now() - 2 * 3_600_000;
  return Array.from({ length: options.phones }, (_, i) => {
    const shop = shops[i % shops.length]!;
    const hot = shop.products.slice(0, options.hotProducts);
    const device = `S${tag}${i}`.slice(0, 16);
    const sales = Array.from({ length: options.salesPerPhone }, (_, n) => {
      const receipt = `OFF-${device}-${n + 1}`;
      const body = {
        customerId: null,
        ...saleLines(random, shop, hot),
        paymentMethod: random() < 0.7 ? 'cash' : 'card',
        status: 'completed',
        offline: {
          receiptNumber: receipt,
          soldAt: new Date(
            soldFrom + ((n + random()) / options.salesPerPhone) * 7_000_000,
          ).toISOString(),
          vatPercent: 15,
          cashierId: null,
          shiftId: null,
        },
      };
      const key = randomUUID();
      return {
        key,
        receipt,
        request: { kind: 'sale', method: 'POST', path: '/api/pos-sales', body, key } as PeakRequest,
      };
    });
    return { shop, sales };
  });
}

const retryable = (a: Answer) =>
  a.status === 0 || a.status >= 500 || [401, 408, 429].includes(a.status);

/**
 * Every phone comes back within `reconnectSeconds` and syncs as the till does
 * (offline/till-sync.ts): its sales in order, each with its own key; a send that gets no answer
 * or a retryable one waits as the till waits (offline/sync-retry.ts).
 */
export async function runStorm(
  baseUrl: string,
  phones: Phone[],
  options: StormOptions,
): Promise<StormFigures> {
  const random = seeded(options.seed + 1);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let turnedAway = 0;
  let failures = 0;
  let refused = 0;
  const start = performance.now();
  let lastDone = start;

  const syncPhone = async (phone: Phone) => {
    await sleep(random() * options.reconnectSeconds * 1000);
    let waits = 0;
    for (const sale of phone.sales) {
      for (;;) {
        const t0 = performance.now();
        const answer = await send(baseUrl, phone.shop.token, sale.request);
        latencies.push(performance.now() - t0);
        if (answer.status !== 201) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 201) {
          sale.saleId = (answer.body as { id: string }).id;
          break;
        }
        if (answer.status === 503 && answer.retryAfter !== null) turnedAway += 1;
        else if (answer.status === 0 || answer.status >= 500) failures += 1;
        if (!retryable(answer)) {
          refused += 1;
          break;
        }
        // As offline/till-sync.ts: a named wait (with jitter) a few times, else the next timer tick.
        const told = answer.retryAfter !== null && [429, 503].includes(answer.status);
        if (told && waits < SYNC_WAITS) {
          waits += 1;
          await sleep(syncRetryDelay(answer.retryAfter!, random));
        } else {
          waits = 0;
          await sleep(random() * TILL_TIMER_MS);
        }
      }
    }
    lastDone = Math.max(lastDone, performance.now());
  };
  await Promise.all(phones.map(syncPhone));
  return {
    phones: phones.length,
    salesPerPhone: options.salesPerPhone,
    shops: new Set(phones.map((p) => p.shop.merchantId)).size,
    sales: phones.length * options.salesPerPhone,
    lastPhoneInSyncSeconds: Math.round((lastDone - start) / 100) / 10,
    syncCall: percentiles(latencies),
    statuses,
    turnedAway,
    failures,
    refused,
  };
}
