import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCluster, type PostgresCluster } from '../e2e/support/postgres-cluster';
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
 * PostgreSQL goes away under load: the API answers 503 in the error shape while it is down,
 * recovers by itself when it is back, every write it acknowledged is there, and the till's
 * stock equation holds.
 */
let cluster: PostgresCluster;
let server: RunningServer;

beforeAll(async () => {
  cluster = await createPostgresCluster();
  server = await startServer({ DATABASE_URL: cluster.url, SEED_DEMO: '0' });
});
afterAll(async () => {
  await server?.stop();
  cluster?.destroy();
});

async function register(n: number) {
  const suffix = String(1_000_000 + n).slice(-7);
  const response = await fetch(`${server.baseUrl}/api/auth/merchant/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Fault ${n}`,
      businessName: `Fault Spaza ${n}`,
      username: `fault${suffix}`,
      password: 'secret123',
      phone: `073${suffix}`,
    }),
  });
  return {
    n,
    status: response.status,
    body: (await response.json().catch(() => null)) as { error?: { code: string } } | null,
  };
}

async function waitForHealth() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (await fetch(`${server.baseUrl}/api/health`)).status !== 200) {
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('database restart under load', () => {
  it('answers 503 while the database is down, then recovers by itself', async () => {
    const acknowledged: number[] = [];
    const unavailable: { status: number; code?: string }[] = [];
    let n = 0;
    const record = (result: Awaited<ReturnType<typeof register>>) => {
      if (result.status === 201) acknowledged.push(result.n);
      else unavailable.push({ status: result.status, code: result.body?.error?.code });
    };

    for (let i = 0; i < 10; i++) record(await register(n++));
    cluster.stop();
    for (let i = 0; i < 5; i++) record(await register(n++));
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
    cluster.start();
    await waitForHealth();
    for (let i = 0; i < 10; i++) record(await register(n++));

    expect(unavailable.length).toBeGreaterThanOrEqual(5);
    for (const failure of unavailable)
      expect(failure).toEqual({ status: 503, code: 'UNAVAILABLE' });
    expect(acknowledged.length).toBe(n - unavailable.length);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    // Every acknowledged registration is in the database: registering it again is a conflict.
    for (const k of acknowledged) expect((await register(k)).status).toBe(409);
  });

  it('keeps every answered till sale and the stock equation across a restart', async () => {
    const INITIAL_STOCK = 1_000;
    const setup = await openDatabase({ databaseUrl: cluster.url });
    const data = await prepareBenchData(setup, { stock: INITIAL_STOCK });
    const salesBefore = await countSales(setup, data.merchantId);
    await setup.close();

    const attempts: SaleAttempt[] = [];
    const refused: { status: number; code?: string }[] = [];
    const sell = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const attempt = nextSale(data, attempts.length);
        attempts.push(attempt);
        const answer = await sendSale(server.baseUrl, data.merchantToken, attempt);
        if (answer.status !== 201) refused.push({ status: answer.status, code: answer.code });
      }
    };
    await sell(15);
    cluster.stop();
    await sell(5);
    cluster.start();
    await waitForHealth();
    await sell(15);

    expect(refused.length).toBe(5);
    for (const failure of refused) expect(failure).toEqual({ status: 503, code: 'UNAVAILABLE' });
    // The refused sales are retried with their keys once the database is back.
    for (const attempt of attempts.filter((a) => !a.saleId)) {
      expect((await sendSale(server.baseUrl, data.merchantToken, attempt)).status).toBe(201);
    }

    const check = await openDatabase({ databaseUrl: cluster.url });
    try {
      await expectSalesAndStockKept(check, data, attempts, salesBefore, INITIAL_STOCK);
    } finally {
      await check.close();
    }
  });
});
