import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCluster, type PostgresCluster } from '../e2e/support/postgres-cluster';
import { startServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { BENCH_ADMIN, prepareBenchData } from '../src/server/test/load-data';

/** SIGTERM with sign-ins in flight (argon2 keeps each busy): every one is answered, then exit 0. */
let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await createPostgresCluster();
  const setup = await openDatabase({ databaseUrl: cluster.url });
  await prepareBenchData(setup);
  await setup.close();
});
afterAll(() => cluster?.destroy());

describe('graceful shutdown', () => {
  it('answers the requests in flight before it closes the pool and exits', async () => {
    const server = await startServer({
      DATABASE_URL: cluster.url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    });
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${server.baseUrl}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      }).then((r) => r.status),
    );
    // Every sign-in has reached the server (its log says so) before the signal.
    const arrived = () => server.output().split('"url":"/api/auth/admin/login"').length - 1;
    while (arrived() < 4) await new Promise((r) => setTimeout(r, 5));
    const exitCode = server.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200]);
    expect(await exitCode).toBe(0);
  });
});
