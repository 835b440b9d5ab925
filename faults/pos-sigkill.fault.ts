import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { prepareBenchData } from '../src/server/test/load-data';
import {
  countSales,
  expectSalesAndStockKept,
  nextSale,
  sendSale,
  type SaleAttempt,
} from './support/till';

/**
 * POS sales streamed at a server that is killed with SIGKILL mid-stream and restarted on the
 * same embedded data directory: every sale answered 2xx is there, retries of the unanswered
 * ones (same Idempotency-Key) land exactly once, and for every product
 * initial stock = current stock + units sold.
 */
const INITIAL_STOCK = 1_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-fault-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server killed during POS sales', () => {
  it('keeps every answered sale and the stock equation', async () => {
    const setup = await openDatabase({ dataDir });
    const data = await prepareBenchData(setup, { stock: INITIAL_STOCK });
    const salesBefore = await countSales(setup, data.merchantId);
    await setup.close();

    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const attempts: SaleAttempt[] = [];
    let n = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const attempt = nextSale(data, n++);
        attempts.push(attempt);
        const answer = await sendSale(server!.baseUrl, data.merchantToken, attempt).catch(
          () => null,
        );
        if (!killed && answer?.status !== 201) throw new Error('a sale failed before the kill');
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (attempts.filter((a) => a.saleId).length < 40)
      await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.allSettled(workers);

    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const answered = attempts.filter((a) => a.saleId);
    const unanswered = attempts.filter((a) => !a.saleId);
    // A phone retries what it never heard back about, with the same key.
    for (const attempt of unanswered) {
      expect((await sendSale(server.baseUrl, data.merchantToken, attempt)).status).toBe(201);
    }
    for (const attempt of answered) {
      const replay = await sendSale(server.baseUrl, data.merchantToken, { ...attempt });
      expect(replay.id).toBe(attempt.saleId);
    }
    await server.stop();
    server = undefined;

    const check = await openDatabase({ dataDir });
    try {
      await expectSalesAndStockKept(check, data, attempts, salesBefore, INITIAL_STOCK);
    } finally {
      await check.close();
    }
  });
});
