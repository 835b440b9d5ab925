import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCluster, type PostgresCluster } from '../e2e/support/postgres-cluster';
import { startServer, type RunningServer } from '../e2e/support/server';

/**
 * PostgreSQL goes away under load: the API answers 503 in the error shape while it is down,
 * recovers by itself when it is back, and every write it acknowledged is there.
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

    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await fetch(`${server.baseUrl}/api/health`)).status !== 200) {
      await new Promise((r) => setTimeout(r, 250));
    }
    for (let i = 0; i < 10; i++) record(await register(n++));

    expect(unavailable.length).toBeGreaterThanOrEqual(5);
    for (const failure of unavailable)
      expect(failure).toEqual({ status: 503, code: 'UNAVAILABLE' });
    expect(acknowledged.length).toBe(n - unavailable.length);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    // Every acknowledged registration is in the database: registering it again is a conflict.
    for (const k of acknowledged) expect((await register(k)).status).toBe(409);
  });
});
