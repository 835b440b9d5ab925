import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { seedShops } from '../bench/peak/seed';
import { makePhones, runStorm } from '../bench/peak/storm';
import { checkStorm, stockOf } from '../bench/peak/storm-check';

/**
 * The end of load-shedding, small: 50 phones of 10 shops, each holding 10 offline sales, come
 * back within 3 seconds and sync as the till does (its own loop, offline/sync-loop.ts: in order,
 * each sale keyed, the 10 in one POST /api/pos-sales/sync, waiting as told when the server is
 * busy). Admission is kept low (8 requests at once), so a call may be
 * turned away (503 with Retry-After) and sent again: still every sale lands exactly once,
 * stock = initial - sold, and no other 5xx and no call left unanswered.
 */
const STORM = { phones: 50, salesPerPhone: 10, reconnectSeconds: 3, hotProducts: 5, seed: 50 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-fault-storm-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('reconnect storm', () => {
  it('lands every offline sale once and keeps the stock', { timeout: 300_000 }, async () => {
    const setup = await openDatabase({ dataDir });
    const shops = await seedShops(setup, { shops: 10, history: 0, tag: 'storm' });
    const phones = makePhones(shops, STORM, 'F');
    const before = await stockOf(setup, phones);
    await setup.close();

    server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      MAX_REQUESTS_IN_FLIGHT: '8',
    });
    const figures = await runStorm(server.baseUrl, phones, STORM);
    await server.stop();
    server = undefined;

    expect(figures.failures, JSON.stringify(figures)).toBe(0);
    expect(figures.refused).toBe(0);
    // Every sale went in a sync call (10 waiting each); the only other answers: busy, wait named.
    expect(figures.syncCall.count).toBeLessThan(STORM.phones * STORM.salesPerPhone);
    expect(Object.keys(figures.statuses).filter((status) => status !== '503')).toEqual([]);
    expect(figures.turnedAway).toBe(figures.statuses['503'] ?? 0);

    const check = await openDatabase({ dataDir });
    try {
      const result = await checkStorm(check, phones, before);
      expect(result).toMatchObject({
        exactlyOnce: true,
        stored: 500,
        expected: 500,
        duplicates: 0,
        missing: 0,
        stockKept: true,
      });
    } finally {
      await check.close();
    }
  });
});
