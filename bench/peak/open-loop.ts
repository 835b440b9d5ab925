import { setTimeout as sleep } from 'node:timers/promises';
import { send } from './http';
import { nextKind, PER_SALE, pickShop, productList, request, type Kind, type Random } from './mix';
import { percentiles } from './http';
import type { Shop } from './seed';

export interface KindFigures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface StepFigures {
  offeredSalesPerSecond: number;
  salesPerSecond: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** Answers other than 2xx, by status (0: no answer). */
  statuses: Record<string, number>;
  kinds: Partial<Record<Kind, KindFigures>>;
  /** The most requests waiting for an answer at once. */
  inFlightHighest: number;
}

const TICK_MS = 5;

/**
 * Open loop: requests arrive at `salesPerSecond` times the mix's requests per sale, as a Poisson
 * stream, whatever the server's answers, so queueing shows in the latencies. A latency runs from
 * the moment the request was due, so a late send (a busy generator) counts against the step.
 * Each sale answered 201 is followed by the till's product list for that shop.
 */
export async function runOpenLoop(options: {
  baseUrl: string;
  shops: readonly Shop[];
  salesPerSecond: number;
  seconds: number;
  random: Random;
}): Promise<StepFigures> {
  const { baseUrl, shops, salesPerSecond, seconds, random } = options;
  const perSale = Object.values(PER_SALE).reduce((a, b) => a + b, 0);
  const rate = salesPerSecond * perSale;
  const latencies = new Map<Kind, number[]>();
  const errors = new Map<Kind, number>();
  const statuses: Record<string, number> = {};
  const pending = new Set<Promise<void>>();
  let inFlightHighest = 0;

  const fire = (shop: Shop, req: ReturnType<typeof productList>, due: number) => {
    const job = send(baseUrl, shop.token, req).then((answer) => {
      const ms = performance.now() - due;
      const ok = answer.status >= 200 && answer.status < 300;
      if (!ok) {
        errors.set(req.kind, (errors.get(req.kind) ?? 0) + 1);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
      const list = latencies.get(req.kind) ?? [];
      list.push(ms);
      latencies.set(req.kind, list);
      if (ok && req.kind === 'sale') fire(shop, productList(), performance.now());
    });
    pending.add(job);
    inFlightHighest = Math.max(inFlightHighest, pending.size);
    void job.finally(() => pending.delete(job));
  };

  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start + (-Math.log(1 - random()) / rate) * 1000;
  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      const shop = pickShop(random, shops);
      fire(shop, request(nextKind(random), random, shop), due);
      due += (-Math.log(1 - random()) / rate) * 1000;
    }
    await sleep(TICK_MS);
  }
  const elapsed = (performance.now() - start) / 1000;
  while (pending.size) await Promise.all([...pending]);

  const kinds: Partial<Record<Kind, KindFigures>> = {};
  const all: number[] = [];
  for (const [kind, ms] of latencies) {
    kinds[kind] = { ...percentiles(ms), errors: errors.get(kind) ?? 0 };
    all.push(...ms);
  }
  const sales = kinds.sale ? kinds.sale.count - kinds.sale.errors : 0;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  return {
    offeredSalesPerSecond: salesPerSecond,
    salesPerSecond: Math.round((sales / elapsed) * 10) / 10,
    requestsPerSecond: Math.round(all.length / elapsed),
    p99: percentiles(all).p99,
    errors: errorCount,
    statuses,
    kinds,
    inFlightHighest,
  };
}
