import { describe, expect, it } from 'vitest';
import type { PosSale } from '@shared/pos/pos.schemas';
import type { SyncSaleResult } from '@shared/pos/sale-sync.schemas';
import { drainQueue, SYNC_BATCH, type SyncPort, type WaitingSale } from './sync-loop';
import { failureOfStatus } from './sync-retry';

/** A phone's queue in memory, with the calls the loop made. */
function phone(count: number, answer: (sales: WaitingSale[]) => SyncSaleResult[] | Error) {
  const queue = Array.from({ length: count }, (_, i) => ({ id: `s${i}`, body: {} as never }));
  const settled: Record<string, string> = {};
  const calls: string[][] = [];
  const pauses: number[] = [];
  const sale = (id: string) => ({ id: `sale-${id}` }) as PosSale;
  const port: SyncPort = {
    waiting: async (max) => queue.filter((s) => !(s.id in settled)).slice(0, max),
    sendOne: async (one) => {
      calls.push([one.id]);
      const result = answer([one]);
      if (result instanceof Error) throw result;
      if (result[0]!.outcome === 'refused') throw Object.assign(new Error(), result[0]!.error);
      return sale(one.id);
    },
    sendMany: async (sales) => {
      calls.push(sales.map((s) => s.id));
      const result = answer(sales);
      if (result instanceof Error) throw result;
      return result;
    },
    failure: (error) => {
      const { status, details, message } = error as {
        status?: number;
        details?: unknown;
        message: string;
      };
      return status
        ? failureOfStatus(status, details, message)
        : { retry: true, afterSeconds: null };
    },
    settle: async (id, outcome) => {
      settled[id] = 'sale' in outcome ? 'synced' : `refused: ${outcome.message}`;
    },
    pause: async (ms) => void pauses.push(ms),
    random: () => 0.5,
  };
  return { port, settled, calls, pauses, sale };
}
const recorded = (s: WaitingSale): SyncSaleResult => ({
  key: s.id,
  outcome: 'recorded',
  sale: { id: `sale-${s.id}` } as PosSale,
});
const refused = (s: WaitingSale, status: number, details?: unknown): SyncSaleResult => ({
  key: s.id,
  outcome: 'refused',
  error: { code: 'X', message: `no ${s.id}`, status, details },
});

describe('the till syncing its queue', () => {
  it('sends one waiting sale alone and more in sync calls of SYNC_BATCH, oldest first', async () => {
    const alone = phone(1, (sales) => sales.map(recorded));
    expect(await drainQueue(alone.port)).toBe(true);
    expect(alone.calls).toEqual([['s0']]);

    const many = phone(SYNC_BATCH + 3, (sales) => sales.map(recorded));
    expect(await drainQueue(many.port)).toBe(true);
    expect(many.calls.map((c) => c.length)).toEqual([SYNC_BATCH, 3]);
    expect(many.calls.flat()).toEqual(Array.from({ length: SYNC_BATCH + 3 }, (_, i) => `s${i}`));
    expect(Object.values(many.settled).every((s) => s === 'synced')).toBe(true);
  });

  it('lists a refused sale (4xx) with its reason and goes on; a 5xx keeps it and the rest waiting', async () => {
    const p = phone(5, (sales) =>
      sales
        .map((s) =>
          s.id === 's1' ? refused(s, 422) : s.id === 's3' ? refused(s, 500) : recorded(s),
        )
        .slice(0, 4),
    );
    await drainQueue(p.port);
    expect(p.settled).toEqual({ s0: 'synced', s1: 'refused: no s1', s2: 'synced' });
    expect(p.calls).toHaveLength(1);
    expect(p.pauses).toEqual([]);
  });

  it('waits as a busy server says (with jitter), at most SYNC_WAITS times, then stops', async () => {
    const busy = Object.assign(new Error('busy'), {
      status: 503,
      details: { retryAfterSeconds: 2 },
    });
    let turns = 0;
    const p = phone(3, (sales) => (turns++ < 2 ? busy : sales.map(recorded)));
    await drainQueue(p.port);
    expect(p.pauses).toEqual([3000, 3000]);
    expect(Object.keys(p.settled)).toHaveLength(3);

    const always = phone(3, () => busy);
    expect(await drainQueue(always.port)).toBe(false);
    expect(always.pauses).toHaveLength(5);
    expect(always.settled).toEqual({});
  });

  it('sends one by one when the sync call is refused as a whole', async () => {
    const tooLarge = Object.assign(new Error('too large'), { status: 413 });
    const p = phone(3, (sales) => (sales.length > 1 ? tooLarge : sales.map(recorded)));
    await drainQueue(p.port);
    expect(p.calls).toEqual([['s0', 's1', 's2'], ['s0'], ['s1'], ['s2']]);
    expect(Object.values(p.settled)).toEqual(['synced', 'synced', 'synced']);
  });

  it('stops at no network, keeping every sale waiting', async () => {
    const p = phone(4, () => new TypeError('Failed to fetch'));
    expect(await drainQueue(p.port)).toBe(false);
    expect(p.calls).toHaveLength(1);
    expect(p.settled).toEqual({});
  });
});
