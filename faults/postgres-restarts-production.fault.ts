import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresCluster,
  type PostgresCluster,
  type StopMode,
} from '../e2e/support/postgres-cluster';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { prepareBenchData, type BenchData } from '../src/server/test/load-data';
import {
  replyJson,
  startFakeJsonServer,
  type FakeJsonServer,
} from '../src/server/test/fake-json-server';
import {
  countSales,
  expectSalesAndStockKept,
  nextSale,
  sendSale,
  type SaleAttempt,
} from './support/till';

/**
 * The compiled server in production mode on PostgreSQL, two tills selling, while PostgreSQL is
 * stopped and started five times (fast and immediate shutdowns in turn). The process never
 * exits, the tills see 201 or 503 UNAVAILABLE and nothing else (no other 5xx, no dropped
 * connection), and every answered sale is in the database exactly once.
 */
const RESTARTS: StopMode[] = ['fast', 'immediate', 'fast', 'immediate', 'fast'];
const SELLING_MS = 1_200;
const DOWN_MS = 1_500;
const INITIAL_STOCK = 100_000;

let cluster: PostgresCluster;
let gateway: FakeJsonServer;
let server: RunningServer;
let data: BenchData;

beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    stdio: 'inherit',
  });
  cluster = await createPostgresCluster();
  gateway = await startFakeJsonServer();
  gateway.answer = replyJson(201, [{ id: 'accepted' }]);
  const setup = await openDatabase({ databaseUrl: cluster.url });
  data = await prepareBenchData(setup, { stock: INITIAL_STOCK });
  await setup.close();
  server = await startServer(
    {
      NODE_ENV: 'production',
      DATABASE_URL: cluster.url,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.baseUrl,
      // Airtime and loans are not under test: their sandboxes, allowed as production requires.
      ALLOW_SANDBOX_PROVIDERS: '1',
    },
    { built: true },
  );
});
afterAll(async () => {
  await server?.stop();
  await gateway?.close();
  cluster?.destroy();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Tally {
  created: number;
  unavailable: number;
  /** Requests that got no HTTP answer (a reset or refused connection). */
  dropped: number;
  /** Any other answer: status and error code. */
  other: { status: number; code?: string }[];
}

/** A till: rings up sales until told to stop, resending a refused one with its key. */
async function till(offset: number, attempts: SaleAttempt[], tally: Tally, stop: () => boolean) {
  for (let n = 0; !stop(); n++) {
    const attempt = nextSale(data, offset + n);
    attempts.push(attempt);
    while (!attempt.saleId && !stop()) {
      const answer = await sendSale(server.baseUrl, data.merchantToken, attempt).catch(() => null);
      if (!answer) tally.dropped += 1;
      else if (answer.status === 201) tally.created += 1;
      else if (answer.status === 503 && answer.code === 'UNAVAILABLE') tally.unavailable += 1;
      else tally.other.push({ status: answer.status, code: answer.code });
      if (!attempt.saleId) await pause(100);
    }
  }
}

async function until(condition: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await pause(100);
  }
  return false;
}

const healthy = async () =>
  (await fetch(`${server.baseUrl}/api/health`).catch(() => null))?.status === 200;
const alive = () => server.process.exitCode === null && server.process.signalCode === null;

describe('PostgreSQL restarted five times under a production server', () => {
  it('never ends the process, answers only 503 while it is down, and keeps every sale once', async () => {
    const salesBefore = await countSalesNow();
    const attempts: SaleAttempt[] = [];
    const tally: Tally = { created: 0, unavailable: 0, dropped: 0, other: [] };
    let stopping = false;
    const tills = [0, 1].map((k) => till(k * 1_000_000, attempts, tally, () => stopping));

    const outages: { mode: StopMode; unavailable: number; soldAfter: number }[] = [];
    for (const mode of RESTARTS) {
      await pause(SELLING_MS);
      const before = { ...tally };
      cluster.stop(mode);
      await pause(DOWN_MS);
      const unavailable = tally.unavailable - before.unavailable;
      cluster.start();
      await until(async () => !alive() || (await healthy()), 30_000);
      expect(alive(), server.output()).toBe(true);
      expect(await healthy()).toBe(true);
      const restarted = tally.created;
      await until(() => tally.created >= restarted + 4, 15_000);
      outages.push({ mode, unavailable, soldAfter: tally.created - restarted });
      expect(alive(), server.output()).toBe(true);
    }
    stopping = true;
    await Promise.all(tills);

    // A sale whose answer the till never got is sent again with its key, as the phone would.
    for (const attempt of attempts.filter((a) => !a.saleId)) {
      expect((await sendSale(server.baseUrl, data.merchantToken, attempt)).status).toBe(201);
    }
    expect(alive(), server.output()).toBe(true);
    expect(tally.other).toEqual([]);
    expect(tally.dropped).toBe(0);
    for (const outage of outages) {
      expect(outage.unavailable, JSON.stringify(outages)).toBeGreaterThan(0);
      expect(outage.soldAfter, JSON.stringify(outages)).toBeGreaterThanOrEqual(4);
    }

    const check = await openDatabase({ databaseUrl: cluster.url });
    try {
      await expectSalesAndStockKept(check, data, attempts, salesBefore, INITIAL_STOCK);
    } finally {
      await check.close();
    }
  });
});

async function countSalesNow() {
  const database = await openDatabase({ databaseUrl: cluster.url });
  try {
    return await countSales(database, data.merchantId);
  } finally {
    await database.close();
  }
}
