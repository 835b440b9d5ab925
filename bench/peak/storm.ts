import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentiles, send, type Answer } from './http';
import { saleLines, seeded, type PeakRequest } from './mix';
import type { Shop } from './seed';
import type { CreatePosSale, PosSale } from '../../src/shared/pos/pos.schemas';
import type { SyncSalesResponse } from '../../src/shared/pos/sale-sync.schemas';
import { failureOfStatus } from '../../src/client/features/pos/offline/sync-retry';
import { drainQueue, type SyncPort } from '../../src/client/features/pos/offline/sync-loop';

const SYNC_PATH = '/api/pos-sales/sync';

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
  /** Answers other than 201 (a sale) or 200 (a sync call), by status (0: no answer). */
  statuses: Record<string, number>;
  /** Calls answered 503 with Retry-After (the server turning work away, to be sent again). */
  turnedAway: number;
  /** 5xx other than those (of a call or of one sale in a sync call), and calls with no answer. */
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

/** A send the server did not answer 2xx: its answer, for the till's rule to read. */
class Refused extends Error {
  constructor(readonly answer: Answer) {
    super(`status ${answer.status}`);
  }
}

/**
 * Every phone comes back within `reconnectSeconds` and syncs as the till does: the till's own
 * loop (offline/sync-loop.ts: in order, keyed, one sale alone or up to SYNC_BATCH in a sync
 * call, waiting as told when the server is busy); a stopped queue goes on at the till's timer.
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

  const call = async (phone: Phone, request: PeakRequest, ok: number) => {
    const t0 = performance.now();
    const answer = await send(baseUrl, phone.shop.token, request);
    latencies.push(performance.now() - t0);
    if (answer.status === ok) return answer.body;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 503 && answer.retryAfter !== null) turnedAway += 1;
    else if (answer.status === 0 || answer.status >= 500) failures += 1;
    throw new Refused(answer);
  };
  const failure = (error: unknown) => {
    const answer = (error as Refused).answer;
    if (!answer || answer.status === 0) return { retry: true as const, afterSeconds: null };
    const body = (answer.body ?? {}) as { error?: { message?: string; details?: unknown } };
    return failureOfStatus(answer.status, body.error?.details, body.error?.message ?? '');
  };

  const syncPhone = async (phone: Phone) => {
    await sleep(random() * options.reconnectSeconds * 1000);
    const byKey = new Map(phone.sales.map((sale) => [sale.key, sale]));
    const done = new Set<string>();
    const port: SyncPort = {
      waiting: async (max) =>
        phone.sales
          .filter((sale) => !done.has(sale.key))
          .slice(0, max)
          .map((sale) => ({ id: sale.key, body: sale.request.body as CreatePosSale })),
      sendOne: async (sale) => (await call(phone, byKey.get(sale.id)!.request, 201)) as PosSale,
      sendMany: async (sales) => {
        const body = { sales: sales.map((sale) => ({ key: sale.id, sale: sale.body })) };
        const request = { kind: 'sale', method: 'POST', path: SYNC_PATH, body } as const;
        const { results } = (await call(phone, request, 200)) as SyncSalesResponse;
        failures += results.filter((r) => r.outcome === 'refused' && r.error.status >= 500).length;
        return results;
      },
      failure,
      settle: async (id, outcome) => {
        done.add(id);
        if ('sale' in outcome) byKey.get(id)!.saleId = outcome.sale.id;
        else refused += 1;
      },
      pause: (ms) => sleep(ms),
      random,
    };
    // As the till: a stopped queue is tried again at its next timer tick.
    while ((await drainQueue(port), done.size < phone.sales.length)) {
      await sleep(random() * TILL_TIMER_MS);
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
